import { scrubEvent } from './scrub-event';

const eventWith = (request: NonNullable<Parameters<typeof scrubEvent>[0]['request']>) => ({ message: 'boom', request });

describe('scrubEvent', () => {
  it('removes authorization, cookie and token headers and keeps the others', () => {
    const event = scrubEvent(
      eventWith({
        headers: {
          Authorization: 'Bearer secret-access',
          Cookie: 'auth_token=secret',
          'Set-Cookie': 'auth_token=secret',
          'X-Refresh-Token': 'secret-refresh',
          'x-csrf-token': 'secret-csrf',
          'User-Agent': 'Firefox',
          Accept: 'text/html',
        },
      }),
    );
    expect(event.request.headers).toEqual({ 'User-Agent': 'Firefox', Accept: 'text/html' });
  });

  it('drops cookies and the query string', () => {
    const event = scrubEvent(eventWith({ cookies: { auth_token: 'secret' }, query_string: 'token=secret' }));
    expect(event.request).not.toHaveProperty('cookies');
    expect(event.request).not.toHaveProperty('query_string');
  });

  it('removes the query from the URL', () => {
    const event = scrubEvent(eventWith({ url: 'https://quiz.example.com/game/7?token=secret&utm_source=x' }));
    expect(event.request.url).toBe('https://quiz.example.com/game/7');
  });

  it.each([
    'https://quiz.example.com/password/reset/secret-reset-token',
    'https://quiz.example.com/en/password/reset/secret-reset-token',
    'https://quiz.example.com/mail-auth/secret-mail-code',
  ])('does not send the credential carried in the path of %s', (url) => {
    const event = scrubEvent(eventWith({ url }));
    expect(event.request.url).not.toMatch(/secret/);
    expect(event.request.url).toMatch(/^https:\/\/quiz\.example\.com\//);
  });

  it('leaves an event without a request as it is', () => {
    const event: { message: string; request?: { url?: string } } = { message: 'boom' };
    expect(scrubEvent(event)).toEqual({ message: 'boom' });
  });

  it('does not send the e-mail confirmation code carried by the API call that spends it', () => {
    const event = { breadcrumbs: [{ data: { url: 'http://api.test/api/base/players/email/confirm/secret-code?x=1' } }] };
    expect(scrubEvent(event).breadcrumbs[0]!.data!.url).toBe('http://api.test/api/base/players/email/confirm/[redacted]');
  });
});
