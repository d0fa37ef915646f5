/** An error with a ready reply: thrown anywhere in a handler, turned into JSON by the app's error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429,
    readonly body: { message: string; errors?: Record<string, string[]> },
  ) {
    super(body.message);
  }
}

/** Laravel's summary line of every validation failure (Laravel 8 wording, as the spec quotes it). */
export const VALIDATION_MESSAGE = 'The given data was invalid.';

export const unauthenticated = () => new HttpError(401, { message: 'Unauthenticated.' });

export const validationFailed = (errors: Record<string, string[]>) =>
  new HttpError(422, { message: VALIDATION_MESSAGE, errors });
