import { ApiFailure, invalidResponse } from './api-failure';
import { optionalAddition } from './optional-addition';

const failure = (status: number) => new ApiFailure({ status, statusText: '', error: '', kind: 'http' });

describe('an optional addition', () => {
  it('present: every call asks and resolves the reply', async () => {
    const addition = optionalAddition();
    const request = vi.fn(async () => ({ items: [1] }));
    expect(await addition.call(request)).toEqual({ items: [1] });
    expect(await addition.call(request)).toEqual({ items: [1] });
    expect(request).toHaveBeenCalledTimes(2);
    expect(addition.absent).toBe(false);
  });

  it.each([
    ['404', failure(404)],
    ['405', failure(405)],
    ['a missing field', invalidResponse(200, [{ code: 'invalid_type', expected: 'array', path: ['items'], message: 'Required', input: undefined }])],
  ])('%s: off for the session, once, without asking again', async (_, error) => {
    const addition = optionalAddition();
    const request = vi.fn(async () => {
      throw error;
    });
    expect(await addition.call(request)).toBeUndefined();
    expect(await addition.call(request)).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
    expect(addition.absent).toBe(true);
  });

  it('other failures are thrown and turn nothing off', async () => {
    const addition = optionalAddition();
    for (const status of [401, 403, 500]) await expect(addition.call(async () => Promise.reject(failure(status)))).rejects.toBeInstanceOf(ApiFailure);
    expect(addition.absent).toBe(false);
  });
});
