import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cookieNames } from '@/lib/config/cookie-names';
import { playerWire, tokens } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { apiUrl, clearAllCookies, installPublicConfig, readCookie } from '../../testing/test-environment';
import { ExpertLoginForm } from './expert-login-form';

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => router,
  usePathname: () => '/fr/expert/login',
}));

const server = setupServer();
const staffLoginUrl = apiUrl('iam', '/auth/login');
const usersMeUrl = apiUrl('iam', '/users/me');
beforeAll(() => {
  installPublicConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
  vi.clearAllMocks();
});
afterAll(() => server.close());

describe('expert login form', () => {
  it('Enter signs in on the identity family, checks users/me with the expert token, keeps its own cookies, opens /expert', async () => {
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(staffLoginUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(tokens);
      }),
      http.get(usersMeUrl, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: { ...playerWire, role: 'expert' } });
      }),
    );
    const { user } = renderWithProviders(<ExpertLoginForm />, { locale: 'fr' });
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    await user.type(screen.getByLabelText('E-mail'), 'expert@quiz.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'demo12345{Enter}');

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fr/expert'));
    expect(body).toEqual({ email: 'expert@quiz.test', password: 'demo12345' });
    expect(authorization).toBe('Bearer access-1');
    expect(readCookie(cookieNames.expertToken)).toBe('access-1');
    expect(readCookie(cookieNames.expertRefresh)).toBe('refresh-1');
    expect(readCookie(cookieNames.playerToken)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Connexion…' })).toBeDisabled();
  });

  it('a player account: the server message under the e-mail, no cookie, values kept', async () => {
    server.use(
      http.post(staffLoginUrl, () =>
        HttpResponse.json({ message: 'x', errors: { email: ['Ce compte n’a pas accès à l’espace animateur.'] } }, { status: 422 }),
      ),
    );
    const { user } = renderWithProviders(<ExpertLoginForm />, { locale: 'fr' });
    await user.type(screen.getByLabelText('E-mail'), 'player@quiz.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'demo12345{Enter}');
    expect(await screen.findByText('Ce compte n’a pas accès à l’espace animateur.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('demo12345');
    expect(readCookie(cookieNames.expertToken)).toBeUndefined();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('a server that is down: the alert, the button back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(staffLoginUrl, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { user } = renderWithProviders(<ExpertLoginForm />, { locale: 'en' });
    await user.type(screen.getByLabelText('Email'), 'expert@quiz.test');
    await user.type(screen.getByLabelText('Password'), 'demo12345{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is unavailable. Please try again.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
