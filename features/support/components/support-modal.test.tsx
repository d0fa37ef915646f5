import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { supportRules } from '@/contract/schemas/support';
import { apiUrl, fileOf, installPublicConfig, lazyMessagesHandler, renderSupport, setupMswServer } from '../testing/render';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/reg/5',
}));

const server = setupMswServer(lazyMessagesHandler);
beforeAll(() => installPublicConfig());

/** What the desk received, as the backend reads a multipart body. */
interface Received {
  fields: Record<string, string>;
  files: { field: string; name: string; size: number }[];
  idempotencyKey: string | null;
  site: string | null;
}

function desk(reply: () => Response = () => HttpResponse.json({ data: { id: 17, files: 2 } }, { status: 201 })) {
  const received: Received[] = [];
  server.use(
    http.post(apiUrl('legacy', '/support'), async ({ request }) => {
      const form = await request.formData();
      const entry: Received = {
        fields: {},
        files: [],
        idempotencyKey: request.headers.get('idempotency-key'),
        site: new URL(request.url).searchParams.get('site'),
      };
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') entry.fields[field] = value;
        else entry.files.push({ field, name: value.name, size: value.size });
      }
      received.push(entry);
      return reply();
    }),
  );
  return received;
}

async function openForm(user: ReturnType<typeof renderSupport>['user']) {
  await user.click(screen.getByRole('button', { name: 'open support' }));
  return screen.findByRole('dialog', { name: 'Обращение в поддержку' });
}

describe('the support request modal', () => {
  it('keeps the submit disabled until reason, comment, name and e-mail are filled', async () => {
    const { user } = renderSupport();
    const dialog = await openForm(user);
    const submit = within(dialog).getByRole('button', { name: 'Отправить' });
    expect(submit).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Причина обращения'), 'other');
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Не могу войти');
    await user.type(within(dialog).getByLabelText('Имя'), 'Анна');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('E-mail'), 'anna@example.com');
    expect(submit).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('Комментарий'));
    await user.type(within(dialog).getByLabelText('Комментарий'), '   ');
    expect(submit).toBeDisabled();
  });

  it("shows 'Введите корректный email' for a bad address and sends nothing", async () => {
    const received = desk();
    const { user } = renderSupport();
    const dialog = await openForm(user);
    await user.selectOptions(within(dialog).getByLabelText('Причина обращения'), 'other');
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Вопрос');
    await user.type(within(dialog).getByLabelText('Имя'), 'Анна');
    await user.type(within(dialog).getByLabelText('E-mail'), 'anna@example');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    const email = within(dialog).getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('Введите корректный email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(received).toHaveLength(0);
  });

  it('localises the bad address message in English and French', async () => {
    for (const [locale, title, label, message] of [
      ['en', 'Contact support', 'Send', 'Enter a valid email'],
      ['fr', 'Contacter le support', 'Envoyer', 'Saisissez un e-mail valide'],
    ] as const) {
      const { user, unmount } = renderSupport({ locale, viewer: { name: 'Ann', email: 'not-an-address' }, options: { reason: 'other' } });
      await user.click(screen.getByRole('button', { name: 'open support' }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await user.type(within(dialog).getByRole('textbox', { name: locale === 'en' ? 'Comment' : 'Commentaire' }), 'Hello');
      await user.click(within(dialog).getByRole('button', { name: label }));
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      unmount();
    }
  });

  it('sends the request as multipart with files[i], shows the success text and closes after 3 s', async () => {
    const received = desk();
    const { user } = renderSupport({ viewer: { name: 'Анна Петрова', email: 'anna@example.com' }, options: { reason: 'payment_doesnt_work' } });
    const dialog = await openForm(user);
    // Preselected by the context; the signed-in person's name and address prefilled.
    expect(within(dialog).getByLabelText('Причина обращения')).toHaveValue('payment_doesnt_work');
    expect(within(dialog).getByLabelText('Имя')).toHaveValue('Анна Петрова');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('anna@example.com');
    // The limits are told before anything is picked.
    expect(within(dialog).getByText('До 5 файлов: изображения (JPEG, PNG, WebP, GIF) или PDF, не больше 5 МБ каждый.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Списали деньги, а места нет');
    await user.upload(within(dialog).getByLabelText('Прикрепить файлы'), [fileOf('receipt.png', 'image/png'), fileOf('bank.pdf', 'application/pdf', 2048)]);
    expect(within(within(dialog).getByTestId('support-files')).getAllByRole('listitem')).toHaveLength(2);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
      expect(await within(dialog).findByText('Обращение № 17 принято. Ответим на anna@example.com.')).toBeInTheDocument();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        site: 'general',
        fields: { reason: 'payment_doesnt_work', comment: 'Списали деньги, а места нет', name: 'Анна Петрова', email: 'anna@example.com' },
        // Names are not compared: jsdom's File loses its name on the way through Node's FormData (the desk never
        // uses it anyway; the e2e journey sends real files from Chromium).
        files: [
          { field: 'files[0]', size: 1024 },
          { field: 'files[1]', size: 2048 },
        ],
      });
      expect(received[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
    // Opened again: an empty form (the sent request's text and files are gone), the person still prefilled.
    const again = await openForm(user);
    expect(within(again).getByLabelText('Комментарий')).toHaveValue('');
    expect(within(again).queryByTestId('support-files')).not.toBeInTheDocument();
  });

  it('refuses an oversized or foreign file before upload and says why', async () => {
    const { user } = renderSupport();
    const dialog = await openForm(user);
    const big = fileOf('scan.jpg', 'image/jpeg', supportRules.maxFileBytes + 1);
    await user.upload(within(dialog).getByLabelText('Прикрепить файлы'), [big, fileOf('ok.png', 'image/png')]);
    expect(within(dialog).getByText('Файл «scan.jpg» больше 5 МБ и не прикреплён.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Прикрепить файлы')).toHaveAccessibleDescription(/Файл «scan.jpg» больше 5 МБ/);
    expect(within(within(dialog).getByTestId('support-files')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps everything typed and attached when sending fails, and retries with the same key', async () => {
    let fail = true;
    const received = desk(() => (fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ data: { id: 18, files: 1 } }, { status: 201 })));
    const { user } = renderSupport({ options: { reason: 'mail_not_delivered' } });
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Письмо не пришло');
    await user.type(within(dialog).getByLabelText('Имя'), 'Анна');
    await user.type(within(dialog).getByLabelText('E-mail'), 'anna@example.com');
    await user.upload(within(dialog).getByLabelText('Прикрепить файлы'), fileOf('shot.webp', 'image/webp'));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText(/Не удалось отправить обращение/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Комментарий')).toHaveValue('Письмо не пришло');
    expect(within(dialog).getByLabelText('Имя')).toHaveValue('Анна');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('anna@example.com');
    expect(within(dialog).getByLabelText('Причина обращения')).toHaveValue('mail_not_delivered');
    expect(within(dialog).getByText(/shot\.webp/)).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText(/Обращение № 18 принято/)).toBeInTheDocument();
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(new Set(received.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it("shows the server's field messages of a 422 under their fields", async () => {
    desk(() =>
      HttpResponse.json(
        { message: 'The given data was invalid.', errors: { 'files.0': ['Файл 1 должен быть изображением (JPEG, PNG, WebP или GIF) или PDF.'] } },
        { status: 422 },
      ),
    );
    const { user } = renderSupport({ viewer: { name: 'Анна', email: 'anna@example.com' }, options: { reason: 'other' } });
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Вот скриншот');
    await user.upload(within(dialog).getByLabelText('Прикрепить файлы'), fileOf('fake.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Файл 1 должен быть изображением (JPEG, PNG, WebP или GIF) или PDF.')).toBeInTheDocument();
    expect(within(dialog).getByText('Проверьте поля формы: сервер не принял обращение.')).toBeInTheDocument();
    expect(within(dialog).getByText(/fake\.png/)).toBeInTheDocument();
  });

  it('offers the variant (name, comment, one file, reason) to a signed-in player', async () => {
    const received = desk();
    const { user } = renderSupport({ viewer: { name: 'Анна', email: 'anna@example.com' }, options: { variant: 'short' } });
    const dialog = await openForm(user);
    expect(within(dialog).queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Один файл: изображения (JPEG, PNG, WebP, GIF) или PDF, не больше 5 МБ каждый.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Причина обращения'), 'no_link');
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Нет ссылки');
    await user.upload(within(dialog).getByLabelText('Прикрепить файл'), fileOf('a.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await within(dialog).findByText(/Обращение № 17 принято/);
    expect(received[0]!.fields).toMatchObject({ reason: 'no_link', email: 'anna@example.com', name: 'Анна' });
  });
});
