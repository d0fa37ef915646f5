import { ApiFailure } from '@/lib/api/api-failure';
import { describeFailure } from './failure';

const http = (status: number, details: unknown, error = 'x') => new ApiFailure({ status, statusText: '', error, details, kind: 'http' });

describe('failures of the flow (status, reason and field names, never text)', () => {
  it('401 is an expired session; 403 and 404 a registration that is not the visitor’s', () => {
    expect(describeFailure(http(401, { message: 'Unauthenticated.' }))).toEqual({ kind: 'sessionExpired' });
    expect(describeFailure(http(403, null))).toEqual({ kind: 'notAllowed' });
    expect(describeFailure(http(404, null))).toEqual({ kind: 'notAllowed' });
  });

  it('409 carries its machine-readable reason', () => {
    expect(describeFailure(http(409, { message: 'Мест нет.', reason: 'sold_out' }))).toEqual({ kind: 'conflict', reason: 'sold_out', message: 'Мест нет.' });
    expect(describeFailure(http(409, { message: 'x' }))).toEqual({ kind: 'requestError' });
  });

  it('422 gives the first message of each field', () => {
    const failure = http(
      422,
      {
        message: 'The given data was invalid.',
        errors: { teamId: ['This team is already registered for this game.', 'b'], promo: ['The promo code has expired.'] },
      },
      'The given data was invalid.',
    );
    expect(describeFailure(failure)).toEqual({
      kind: 'fields',
      fields: { teamId: 'This team is already registered for this game.', promo: 'The promo code has expired.' },
      message: 'The given data was invalid.',
    });
  });

  it('429 with its wait; network, 5xx and unparsable replies are request errors', () => {
    expect(describeFailure(http(429, { retry_after: 41 }))).toEqual({ kind: 'tooManyAttempts', retryAfter: 41 });
    expect(describeFailure(http(500, null))).toEqual({ kind: 'requestError' });
    expect(describeFailure(new ApiFailure({ status: 0, statusText: 'Network error', error: 'x', kind: 'network' }))).toEqual({ kind: 'requestError' });
    expect(describeFailure(new Error('boom'))).toEqual({ kind: 'requestError' });
  });
});
