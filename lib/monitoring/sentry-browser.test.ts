import { http, HttpResponse } from 'msw';
import { setupMswServer } from '@/tests/msw';
import { startSentry } from './sentry-browser';

const envelopes: string[] = [];
setupMswServer(
  http.post('http://sentry.test/api/1/envelope/', async ({ request }) => {
    envelopes.push(await request.text());
    return HttpResponse.json({});
  }),
);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('startSentry', () => {
  it('sends a reported error to the configured project, scrubbed', async () => {
    window.history.replaceState(null, '', '/password/reset/one-time-token?email=a@b.test');
    const { captureException } = startSentry({ dsn: 'http://publickey@sentry.test/1', environment: 'test' });
    captureException(new Error('the answer sheet failed'));
    await vi.waitFor(() => expect(envelopes).toHaveLength(1));
    const [, , event] = envelopes[0]!.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(event).toMatchObject({ environment: 'test', exception: { values: [{ type: 'Error', value: 'the answer sheet failed' }] } });
    // The page's address goes without its query and with its one-time credential redacted (scrub-event.ts).
    expect((event as { request: { url: string } }).request.url).toBe('http://localhost:3000/password/reset/[redacted]');
  });
});
