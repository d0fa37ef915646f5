import { ApiFailure } from '@/lib/api/api-failure';
import { describeSubscriptionFailure } from './subscription-failure';

const failure = (status: number, details: unknown = null, kind: ApiFailure['kind'] = 'http') =>
  new ApiFailure({ status, statusText: '', error: 'x', details, kind });

describe('where a failed subscription is shown', () => {
  it("422: the server's own words under their fields; the picked city's id is the city field", () => {
    const view = describeSubscriptionFailure(
      failure(422, {
        message: 'Указанные данные недействительны.',
        errors: { email: ['Поле email должно быть…'], cityId: ['Выбранное значение…'], consent: ['Вы должны принять…'] },
      }),
    );
    expect(view).toEqual({ fields: { email: 'Поле email должно быть…', city: 'Выбранное значение…', consent: 'Вы должны принять…' }, alert: null });
  });

  it('a 422 about nothing the form shows, other 4xx and non-API errors: a general alert', () => {
    expect(describeSubscriptionFailure(failure(422, { errors: { source: ['bad'] } })).alert).toBe('unexpected');
    expect(describeSubscriptionFailure(failure(429)).alert).toBe('unexpected');
    expect(describeSubscriptionFailure(new Error('boom')).alert).toBe('unexpected');
  });

  it('5xx, network and broken replies: the server is unavailable', () => {
    expect(describeSubscriptionFailure(failure(500)).alert).toBe('serverUnavailable');
    expect(describeSubscriptionFailure(failure(0, null, 'network')).alert).toBe('serverUnavailable');
  });
});
