import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { writeSession } from '@/lib/session/session-cookies';
import { playerWire, tokens } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { apiUrl, clearAllCookies, installPublicConfig, installResizeObserver } from '../testing/test-environment';
import { AccountControl } from './account-control';
import { lazyMessagesHandler } from '@/tests/msw';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/',
}));

const server = setupServer(lazyMessagesHandler);
const avatarUrl = apiUrl('base', '/players/me/avatar');
const PICTURE = 'http://api.test/api/base/avatars/7/abc';
beforeAll(() => {
  installPublicConfig();
  installResizeObserver();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
});
afterAll(() => server.close());

async function openPhotoDialog(user = playerWire) {
  server.use(http.get(apiUrl('base', '/players/me'), () => HttpResponse.json({ data: user })));
  writeSession('player', tokens);
  const view = renderWithProviders(<AccountControl hasSession />);
  await view.user.click(await screen.findByRole('button', { name: 'АП, Профиль: Анна Петрова' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Фото профиля' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Фото профиля' });
  return { ...view, dialog };
}

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('profile photo dialog', () => {
  it('uploads a picture as multipart "avatar" and the header shows it', async () => {
    let sent: FormDataEntryValue | null = null;
    server.use(
      http.post(avatarUrl, async ({ request }) => {
        sent = (await request.formData()).get('avatar');
        return HttpResponse.json({ data: { ...playerWire, avatar_url: PICTURE } });
      }),
    );
    const { user, dialog } = await openPhotoDialog();
    expect(within(dialog).getByRole('img', { name: 'Фото пока нет' })).toHaveTextContent('АП');
    await user.upload(within(dialog).getByLabelText('Выбрать фото'), file('me.png', 'image/png'));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Фото обновлено.');
    expect(within(dialog).getByRole('img', { name: 'Ваше текущее фото' })).toHaveAttribute('src', PICTURE);
    // The part arrives as a File of the test runner's realm: compare what it carries.
    expect(sent).toMatchObject({ type: 'image/png', size: 10 });
    expect(document.querySelector(`button img[src="${PICTURE}"]`)).not.toBeNull();
  });

  it('refuses other types and files over 2 MB before uploading', async () => {
    const sent = vi.fn();
    server.use(http.post(avatarUrl, () => void sent()));
    const { user, dialog } = await openPhotoDialog();
    const input = within(dialog).getByLabelText('Выбрать фото');
    // user.upload honours `accept`; a browser's "All files" choice does not, so the file is handed over directly.
    await userEvent.setup({ applyAccept: false }).upload(input, file('doc.pdf', 'application/pdf'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Это не изображение JPEG, PNG или WebP.');
    await user.upload(input, file('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Файл больше 2 МБ.');
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and deletes the picture", async () => {
    server.use(
      http.post(avatarUrl, () =>
        HttpResponse.json(
          { message: 'x', errors: { avatar: ['Файл, указанный в поле фотография, должен быть одного из следующих типов: jpeg, png, webp.'] } },
          { status: 422 },
        ),
      ),
      http.delete(avatarUrl, () => HttpResponse.json({ data: { ...playerWire, avatar_url: null } })),
    );
    const { user, dialog } = await openPhotoDialog({ ...playerWire, avatar_url: PICTURE });
    await user.upload(within(dialog).getByLabelText('Выбрать фото'), file('fake.webp', 'image/webp'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('должен быть одного из следующих типов');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить фото' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Фото удалено.');
    expect(within(dialog).getByRole('img', { name: 'Фото пока нет' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Удалить фото' })).not.toBeInTheDocument();
  });
});
