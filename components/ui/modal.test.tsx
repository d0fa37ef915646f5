import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/tests/render-with-intl';
import { Modal, type ModalProps } from './modal';

// next/navigation needs the App Router context; only this framework boundary is replaced.
const navigation = vi.hoisted(() => ({ pathname: '/', replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

beforeEach(() => {
  navigation.pathname = '/';
  navigation.replace.mockReset();
});

function renderModal(props: Partial<ModalProps> = {}, locale: 'ru' | 'en' | 'fr' = 'ru') {
  const onOpenChange = vi.fn();
  renderWithIntl(
    <Modal open onOpenChange={onOpenChange} title="Регистрация на игру" {...props}>
      <p>Содержимое</p>
    </Modal>,
    locale,
  );
  return { onOpenChange, user: userEvent.setup() };
}

/** A caller's own button opening the modal (no Radix trigger), kept mounted or unmounted when closed. */
function OpenedByButton({ unmountWhenClosed = false }: { unmountWhenClosed?: boolean }) {
  const [open, setOpen] = useState(false);
  const modal = (
    <Modal open={open} onOpenChange={setOpen} title="Баллы">
      <button type="button">Внутри</button>
    </Modal>
  );
  return (
    <>
      <button type="button">До</button>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть баллы
      </button>
      {unmountWhenClosed && !open ? null : modal}
    </>
  );
}

describe('Modal', () => {
  it.each([
    ['kept mounted', false],
    ['unmounted', true],
  ])('gives focus back to the button that opened it when it closes (%s)', async (_case, unmountWhenClosed) => {
    renderWithIntl(<OpenedByButton unmountWhenClosed={unmountWhenClosed} />, 'ru');
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Открыть баллы' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Баллы' })).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is a dialog named by its title', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Регистрация на игру' })).toBeInTheDocument();
    expect(screen.getByText('Содержимое')).toBeInTheDocument();
  });

  it('keeps its accessible name when the title is visually hidden', () => {
    renderModal({ hideTitle: true });
    expect(screen.getByRole('dialog', { name: 'Регистрация на игру' })).toBeInTheDocument();
  });

  it('has a close button labelled in the page language that closes it', async () => {
    const { onOpenChange, user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('closes on Escape', async () => {
    const { onOpenChange, user } = renderModal();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('closes on a backdrop click by default', async () => {
    const { onOpenChange, user } = renderModal();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('stays open on a backdrop click when closeOnBackdrop is false', async () => {
    const { onOpenChange, user } = renderModal({ closeOnBackdrop: false });
    await user.click(screen.getByTestId('modal-overlay'));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is 360 px wide at most by default, or the given width', () => {
    renderModal();
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '360px' });
  });

  it('takes another maximum width', () => {
    renderModal({ maxWidth: 520 });
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '520px' });
  });

  it('resets the address to the Russian home when closed on /reg/5', async () => {
    navigation.pathname = '/reg/5';
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(navigation.replace).toHaveBeenCalledTimes(1);
    expect(navigation.replace.mock.calls[0]?.[0]).toBe('/');
  });

  it('resets the address to /en when closed on /en/private in English', async () => {
    navigation.pathname = '/en/private';
    const { user } = renderModal({}, 'en');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(navigation.replace).toHaveBeenCalledTimes(1);
    expect(navigation.replace.mock.calls[0]?.[0]).toBe('/en');
  });

  it.each(['/expert', '/game/7', '/'])('keeps the address when closed on %s', async (pathname) => {
    navigation.pathname = pathname;
    const { onOpenChange, user } = renderModal();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(navigation.replace).not.toHaveBeenCalled();
  });
});
