import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/tests/render-with-intl';
import { PendingModal } from './pending-modal';

/** A link that opens the pending box, as a card's "Register" does, and a way to replace the box. */
function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        Зарегистрироваться
      </button>
      <button type="button" onClick={() => setShown(false)}>
        Убрать
      </button>
      {shown ? (
        <PendingModal
          title="Регистрация на игру"
          status="Загрузка…"
          onClose={() => {
            onClose();
            setShown(false);
          }}
        />
      ) : null}
    </>
  );
}

describe('the pending box of a modal still loading', () => {
  it('is a busy dialog named by its title; focus moves in and stays (Tab); Escape closes it; focus goes back', async () => {
    const onClose = vi.fn();
    renderWithIntl(<Opener onClose={onClose} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Зарегистрироваться' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Регистрация на игру' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('the close icon closes it too', async () => {
    const onClose = vi.fn();
    renderWithIntl(<Opener onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
