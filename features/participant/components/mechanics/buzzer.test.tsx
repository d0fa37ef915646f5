import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { iso, screen, SERVER_NOW } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { Buzzer } from './buzzer';

const server = setupMswServer();

describe('the buzzer', () => {
  it('pressed from the keyboard keeps the focus, says the place, and cannot be pressed twice', async () => {
    let presses = 0;
    const bodies: unknown[] = [];
    const first = { participantId: 5, name: 'Знатоки', order: 1, pressedAt: iso(SERVER_NOW) };
    const mine = { participantId: 7, name: 'Эрудиты', order: 2, pressedAt: iso(SERVER_NOW) };
    server.use(
      http.post(apiUrl('live', '/participants/7/mechanics'), async ({ request }) => {
        presses += 1;
        bodies.push(await request.json());
        return HttpResponse.json({ mechanic: 'TUTS', reaction: mine, reactions: [first, mine] });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<Buzzer />, { screen: screen({ mechanicsState: { TUTS: { active: true, reactions: [first] } } }) });
    const button = view.getByRole('button', { name: 'Нажать кнопку' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveTextContent('Нажато: вы под номером 2'));
    // Spec: TUTS sends `order`, the place by the presses this screen has seen.
    expect(bodies).toEqual([{ method: 'TUTS', order: 2 }]);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(presses).toBe(1);
  });
});
