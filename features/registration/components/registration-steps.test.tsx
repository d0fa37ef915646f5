import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { gameReply, promoError, promoSuccess, registrationWire, teamsReply } from '../testing/fixtures';
import { apiUrl, baseHandlers, installPublicConfig, lazyMessagesHandler, routerStub, setupMswServer } from '../testing/environment';
import { renderRegistration } from '../testing/render';

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => router,
  usePathname: () => '/reg/5',
}));
void routerStub;

const server = setupMswServer(lazyMessagesHandler);
/** Headings take the focus a frame after they appear (after the dialog's own first focus). */
const expectFocused = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());
const anna = { id: 7, name: 'Анна Петрова', email: 'anna@example.com' };

beforeAll(() => installPublicConfig());
beforeEach(() => localStorage.clear());

describe('registration steps: a guest (en)', () => {
  it('goes Data -> Team -> Cost, applies a promo code, and registers with what was typed', async () => {
    let body: unknown;
    let key: string | null = null;
    server.use(
      ...baseHandlers(gameReply({}, { price: 10, currency: 'USD' }), { city: 'London', id: 2, country: 'GB' }),
      http.get(apiUrl('baseMain', '/check-promo'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect(Object.fromEntries(query)).toEqual({ gameId: '5', code: 'quiz20', email: 'anne@example.com' });
        return HttpResponse.json(promoSuccess(20, 'percent', 8));
      }),
      http.post(apiUrl('base', '/games/5/registrations'), async ({ request }) => {
        body = await request.json();
        key = request.headers.get('idempotency-key');
        const data = registrationWire({
          language: 'en',
          email: 'anne@example.com',
          price: 10,
          currency: 'USD',
          amount: 8,
          amountDue: 8,
          promo: 'QUIZ20',
          discount: { type: 'percent', value: 20 },
          payLaterAllowed: false,
        });
        return HttpResponse.json({ data, accessToken: 'guest-token' }, { status: 201 });
      }),
      http.get(apiUrl('base', '/registrations/41'), ({ request }) =>
        request.headers.get('x-registration-token') === 'guest-token'
          ? HttpResponse.json({ data: registrationWire({ language: 'en', price: 10, currency: 'USD', amount: 8, amountDue: 8, payLaterAllowed: false }) })
          : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { user } = renderRegistration({ locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Game registration' }, { timeout: 5000 });
    await expectFocused(await within(dialog).findByRole('heading', { name: 'Step 1 of 3. Details' }));
    expect(within(dialog).getByRole('list', { name: 'Registration steps' })).toBeInTheDocument();

    // The city starts from the location guess; the full name is required, and the message is tied to the field.
    expect(screen.getByLabelText('City')).toHaveValue('London');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByLabelText('Full name');
    expect(await screen.findByText('The full name field is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('The full name field is required.'));
    expect(name).toHaveFocus();

    await user.type(name, 'Anne Martin');
    await user.type(screen.getByLabelText('E-mail'), 'anne@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectFocused(await screen.findByRole('heading', { name: 'Step 2 of 3. Team' }));
    await user.type(screen.getByLabelText('New team’s name'), 'The Owls');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Step 3 of 3. Cost' })).toBeInTheDocument();
    expect(screen.getByText('Entry fee: $10')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Promo code'), 'quiz20{Enter}');
    expect(await screen.findByText('Promo code applied: −20%')).toBeInTheDocument();
    expect(screen.getByText('With the discount: $8')).toBeInTheDocument();
    // No pay-later where the language does not allow it.
    expect(screen.queryByRole('button', { name: 'Register, pay later' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register and pay' }));
    expect(await screen.findByText('Please consent to the processing of your personal data.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the user agreement.')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: /processing of my personal data/ }));
    await user.click(screen.getByRole('checkbox', { name: /user agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Register and pay' }));

    expect(await screen.findByRole('button', { name: 'Pay $8' }, { timeout: 5000 })).toBeInTheDocument();
    expect(body).toEqual({
      language: 'en',
      name: 'Anne Martin',
      email: 'anne@example.com',
      cityId: 2,
      teamName: 'The Owls',
      promo: 'quiz20',
      consent: true,
      agreement: true,
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps what was typed and the step when the modal is opened again (a reload)', async () => {
    server.use(...baseHandlers(gameReply({}, { price: 10, currency: 'USD' }), { city: 'London', id: 2, country: 'GB' }));
    const first = renderRegistration({ locale: 'en' });
    await screen.findByRole('heading', { name: 'Step 1 of 3. Details' }, { timeout: 5000 });
    await first.user.type(screen.getByLabelText('Full name'), 'Anne');
    await first.user.type(screen.getByLabelText('E-mail'), 'anne@example.com');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.type(await screen.findByLabelText('New team’s name'), 'Owl');
    first.unmount();

    const second = renderRegistration({ locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3. Team' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('New team’s name')).toHaveValue('Owl');
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Anne');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anne@example.com');
  });
});

describe('registration steps: a signed-in player (ru)', () => {
  it('at the team limit offers only their teams; a failed promo shows the server text minus its last character; a registered team is refused', async () => {
    let posts = 0;
    let body: unknown;
    server.use(
      ...baseHandlers(),
      http.get(apiUrl('base', '/players/me/teams'), () => HttpResponse.json(teamsReply({ meta: { created: 5, limit: 5 } }))),
      http.get(apiUrl('baseMain', '/check-promo'), () => HttpResponse.json(promoError('Срок действия промокода истёк.'))),
      http.post(apiUrl('base', '/games/5/registrations'), async ({ request }) => {
        posts += 1;
        body = await request.json();
        return HttpResponse.json(
          { message: 'Указанные данные недействительны.', errors: { teamId: ['Эта команда уже зарегистрирована на эту игру.'] } },
          { status: 422 },
        );
      }),
    );
    const { user } = renderRegistration({ viewer: anna, viewerSince: 1 });
    expect(await screen.findByLabelText('Полное имя', {}, { timeout: 5000 })).toHaveValue('Анна Петрова');
    expect(screen.getByLabelText('Город')).toHaveDisplayValue('Москва');
    expect(screen.getByText('Письмо о регистрации придёт на anna@example.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    const group = await screen.findByRole('group', { name: 'Какая команда играет?' });
    expect(within(group).getByRole('radio', { name: 'Новая команда' })).toBeDisabled();
    expect(group).toHaveAccessibleDescription('Вы создали максимальное количество команд.');
    await user.click(within(group).getByRole('radio', { name: 'Совы' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    const promo = await screen.findByLabelText('Промокод');
    await user.type(promo, 'EXPIRED15');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Срок действия промокода истёк')).toBeInTheDocument();
    expect(promo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Стоимость участия: 899 ₽')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
    await user.click(screen.getByRole('checkbox', { name: /пользовательское соглашение/ }));
    // A code that does not apply is never sent: it is checked again and the registration waits.
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться и оплатить' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Зарегистрироваться и оплатить' })).toBeEnabled());
    expect(posts).toBe(0);

    await user.clear(promo);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться и оплатить' }));
    // The refusal names the team: the visitor is taken back to the team step, with the message on the choice.
    expect(await screen.findByText('Эта команда уже зарегистрирована на эту игру.')).toBeInTheDocument();
    expect(body).toEqual({ language: 'ru', name: 'Анна Петрова', cityId: 1, teamId: 12, promo: null, consent: true, agreement: true });
    expect(screen.getByRole('heading', { name: 'Шаг 2 из 3. Команда' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Совы' })).toHaveFocus();
  });

  it('a 100 % code makes the registration free: no payment step, straight to success', async () => {
    server.use(
      ...baseHandlers(),
      http.get(apiUrl('base', '/players/me/teams'), () => HttpResponse.json(teamsReply())),
      http.get(apiUrl('baseMain', '/check-promo'), () => HttpResponse.json(promoSuccess(100, 'percent', 0))),
      http.post(apiUrl('base', '/games/5/registrations'), () =>
        HttpResponse.json(
          {
            data: registrationWire({
              status: 'READY',
              paymentState: 'not_required',
              amount: 0,
              amountDue: 0,
              promo: 'FREE100',
              discount: { type: 'percent', value: 100 },
            }),
          },
          { status: 201 },
        ),
      ),
      http.get(apiUrl('base', '/registrations/41'), () =>
        HttpResponse.json({ data: registrationWire({ status: 'READY', paymentState: 'not_required', amount: 0, amountDue: 0 }) }),
      ),
    );
    const { user, onConfirmed } = renderRegistration({ viewer: anna, viewerSince: 1 });
    await user.click(await screen.findByRole('button', { name: 'Далее' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('radio', { name: /Эрудиты/ }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.type(await screen.findByLabelText('Промокод'), 'FREE100{Enter}');
    expect(await screen.findByText('Со скидкой: Бесплатно')).toBeInTheDocument();
    expect(screen.getByText('Оплата не понадобится.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /согласие/ }));
    await user.click(screen.getByRole('checkbox', { name: /соглашение/ }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    await expectFocused(await screen.findByRole('heading', { name: 'Вы зарегистрированы!' }, { timeout: 5000 }));
    expect(screen.getByRole('link', { name: 'Страница игры' })).toHaveAttribute('href', '/game/41');
    expect(screen.getByText(/Страница игры откроется \d{2} декабря, \d{2}:\d{2} — за час до начала\./)).toBeInTheDocument();
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });
});

describe('registration: the game and the account first', () => {
  it('a sold-out game says so, with the next step', async () => {
    server.use(...baseHandlers(gameReply({ state: 'sold_out', placesLeft: 0 })));
    renderRegistration({ viewer: anna, viewerSince: 1 });
    expect(await screen.findByRole('heading', { name: 'Мест нет' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать другую игру' })).toBeInTheDocument();
  });

  it('ru without an account asks for the auth modal once, then resumes with the player', async () => {
    server.use(
      ...baseHandlers(),
      http.get(apiUrl('base', '/players/me/teams'), () => HttpResponse.json(teamsReply())),
    );
    const view = renderRegistration({ viewer: null });
    expect(await screen.findByRole('heading', { name: 'Войдите, чтобы зарегистрироваться' }, { timeout: 5000 })).toBeInTheDocument();
    expect(view.onAuthRequired).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('quiz.registration.after-auth') ?? '{}')).toMatchObject({ gameId: 5 });
    view.rerenderWith({ viewer: anna, viewerSince: 2 });
    expect(await screen.findByLabelText('Полное имя')).toHaveValue('Анна Петрова');
    expect(localStorage.getItem('quiz.registration.after-auth')).toBeNull();
  });
});
