import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { gameReply, registrationWire } from '../testing/fixtures';
import { apiUrl, baseHandlers, installPublicConfig, lazyMessagesHandler, setupMswServer } from '../testing/environment';
import { renderRegistration } from '../testing/render';

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => router,
  usePathname: () => '/en/private/5',
}));

const server = setupMswServer(lazyMessagesHandler);
const LONG = { timeout: 10_000 };

beforeAll(() => installPublicConfig());
beforeEach(() => localStorage.clear());

describe('a private game’s registration (opened from its invite link)', { timeout: 60_000 }, () => {
  it('reads the game and registers with the invite token; no price: the organiser paid', async () => {
    const seen: { readInvite: string | null; body: Record<string, unknown> } = { readInvite: null, body: {} };
    const privateGame = gameReply({ privateGame: { organiserPaid: true } }, { price: 0, currency: 'USD' });
    const [, ...rest] = baseHandlers(privateGame, { city: 'London', id: 2, country: 'GB' });
    server.use(
      http.get(apiUrl('baseMain', '/games/5/registration'), ({ request }) => {
        seen.readInvite = new URL(request.url).searchParams.get('invite');
        return seen.readInvite === 'tok-en' ? HttpResponse.json(privateGame) : HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
      ...rest,
      http.post(apiUrl('base', '/games/5/registrations'), async ({ request }) => {
        seen.body = (await request.json()) as Record<string, unknown>;
        const data = registrationWire({
          language: 'en',
          status: 'READY',
          paymentState: 'not_required',
          price: 0,
          currency: 'USD',
          amount: 0,
          amountDue: 0,
          payLaterAllowed: false,
        });
        return HttpResponse.json({ data, accessToken: 'guest-token' }, { status: 201 });
      }),
      http.get(apiUrl('base', '/registrations/41'), () =>
        HttpResponse.json({
          data: registrationWire({ language: 'en', status: 'READY', paymentState: 'not_required', price: 0, currency: 'USD', amount: 0, amountDue: 0 }),
        }),
      ),
    );
    const { user } = renderRegistration({ locale: 'en', invite: 'tok-en' });
    const dialog = await screen.findByRole('dialog', { name: 'Game registration' }, LONG);
    await within(dialog).findByRole('heading', { name: 'Step 1 of 3. Details' }, LONG);
    expect(seen.readInvite).toBe('tok-en');

    await user.type(screen.getByLabelText('Full name'), 'Anne Martin');
    await user.type(screen.getByLabelText('E-mail'), 'anne@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2 of 3. Team' }, LONG);
    await user.type(screen.getByLabelText('New team’s name'), 'Invited Owls');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 3 of 3. Cost' }, LONG);
    expect(screen.getByText('The organiser has paid for this game: teams play free.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /processing of my personal data/ }));
    await user.click(screen.getByRole('checkbox', { name: /user agreement/ }));
    await user.click(screen.getByRole('button', { name: /^Register$/ }));
    await waitFor(() => expect(seen.body).toMatchObject({ invite: 'tok-en', teamName: 'Invited Owls', email: 'anne@example.com' }), LONG);
  });
});
