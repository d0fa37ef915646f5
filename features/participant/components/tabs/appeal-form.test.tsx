import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toResultCard } from '../../api/to-participant';
import { participantKeys } from '../../api/participant-queries';
import { iso, resultItemWire, screen, SERVER_NOW } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { ResultCard } from './result-card';

const server = setupMswServer();
const appealUrl = apiUrl('live', '/participants/7/results/11/appeal');
const card = toResultCard(resultItemWire());

function renderCard() {
  const utils = renderScreen(<ResultCard card={card} questions={3} isNew={false} canAppeal />, { screen: screen() });
  utils.queryClient.setQueryData(participantKeys.results(7), [card]);
  return utils;
}

const appealWire = (concern: string) => ({
  id: 4,
  resultId: 11,
  tourNumber: 1,
  questionNumber: 2,
  concern,
  response: null,
  status: 'PENDING',
  participantAnswer: 'Париж',
  correctAnswer: 'Рим',
  createdAt: iso(SERVER_NOW),
  resolvedAt: null,
});

describe('appeal form', () => {
  it('is offered only on a checked answer judged wrong, and takes focus when opened', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(view.queryByRole('button', { name: 'Подать апелляцию по вопросу 1' })).not.toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Подать апелляцию по вопросу 2' }));
    expect(view.getByRole('textbox', { name: 'Почему ответ должен быть засчитан' })).toHaveFocus();
  });

  it('keeps the text on errors, shows why, and retries a lost request with the same key', async () => {
    const user = userEvent.setup();
    const keys: (string | null)[] = [];
    let attempt = 0;
    server.use(
      http.post(appealUrl, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        attempt++;
        if (attempt === 1) return HttpResponse.error();
        if (attempt === 2) return HttpResponse.json({ message: 'Invalid', errors: { questionNumber: ['Апелляция по этому вопросу уже подана.'] } }, { status: 422 });
        const body = (await request.json()) as { concern: string; questionNumber: number };
        expect(body).toEqual({ concern: 'Это тоже столица', questionNumber: 2 });
        return HttpResponse.json(appealWire(body.concern), { status: 201 });
      }),
      http.get(apiUrl('live', '/participants/7/results'), () => HttpResponse.json({ items: [resultItemWire({ appeals: { '2': appealWire('Это тоже столица') as never } })] })),
    );
    renderCard();
    await user.click(view.getByRole('button', { name: 'Подать апелляцию по вопросу 2' }));
    const send = view.getByRole('button', { name: 'Отправить апелляцию' });

    await user.click(send);
    expect(view.getByRole('alert')).toHaveTextContent('Напишите, почему ответ должен быть засчитан.');
    expect(attempt).toBe(0);

    const concern = view.getByRole('textbox', { name: 'Почему ответ должен быть засчитан' });
    await user.type(concern, 'Это тоже столица');
    await user.click(send);
    expect(await view.findByRole('alert')).toHaveTextContent('Не удалось отправить апелляцию. Текст сохранён — попробуйте ещё раз.');
    expect(concern).toHaveValue('Это тоже столица');
    expect(concern).toHaveAttribute('aria-invalid', 'true');

    await user.click(send);
    expect(await view.findByText('Апелляция по этому вопросу уже подана.')).toBeInTheDocument();
    expect(concern).toHaveValue('Это тоже столица');
    expect(keys[1]).toBe(keys[0]);

    await user.click(send);
    expect(await view.findByText('Апелляция отправлена и ждёт решения эксперта.')).toBeInTheDocument();
    // A refusal (422) was final for its key: the next attempt is a new send.
    expect(keys[2]).not.toBe(keys[1]);
  });

  it.each([
    ['PENDING', 'Апелляция на рассмотрении'],
    ['APPROVED', 'Апелляция одобрена'],
    ['REJECTED', 'Апелляция отклонена'],
  ] as const)('shows the status %s with the expert response', (status, text) => {
    const withAppeal = toResultCard(resultItemWire({ appeals: { '2': { ...appealWire('Столица'), status, response: status === 'PENDING' ? null : 'Решение принято' } as never } }));
    renderScreen(<ResultCard card={withAppeal} questions={3} isNew={false} canAppeal />, { screen: screen() });
    expect(view.getByText(text)).toBeInTheDocument();
    if (status !== 'PENDING') expect(view.getByText('Ответ эксперта: Решение принято')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: /Подать апелляцию/ })).not.toBeInTheDocument();
  });
});

describe('result card', () => {
  it('shows answers, correctness, scores and correct answers', async () => {
    renderCard();
    const article = view.getByRole('article', { name: 'Раунд 1' });
    expect(article).toHaveTextContent('проверено');
    expect(article).toHaveTextContent('1 балл');
    expect(article).toHaveTextContent('Правильный ответ: Рим');
    expect(article).toHaveTextContent('Правильный ответ: Лиссабон');
    await waitFor(() => expect(view.getAllByText('верно')).toHaveLength(1));
  });
});
