import { act, screen as view, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toResultCard } from '../../api/to-participant';
import { participantKeys } from '../../api/participant-queries';
import { iso, resultItemWire, screen, SERVER_NOW } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { useResultCards } from '../use-screen';
import { ResultCard } from './result-card';

const server = setupMswServer();
const appealUrl = apiUrl('live', '/participants/7/results/11/appeal');
const card = toResultCard(resultItemWire());

function renderCard() {
  const utils = renderScreen(<ResultCard card={card} questions={3} isNew={false} canAppeal />, { screen: screen() });
  utils.queryClient.setQueryData(participantKeys.results(7), [card]);
  return utils;
}

/** The render's viewer is user 1 (Иван); user 2 is a teammate. */
const appealWire = (concern: string, author: { userId: number; name: string } | null = { userId: 1, name: 'Иван' }) => ({
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
  author,
});

/** The card as the answers panel shows it: from the team's results, so a refetch or a teammate's appeal reaches it. */
function LiveCards() {
  const cards = useResultCards().data ?? [];
  return (
    <>
      {cards.map((c) => (
        <ResultCard key={c.id} card={c} questions={3} isNew={false} canAppeal />
      ))}
    </>
  );
}

function renderLiveCards() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(participantKeys.results(7), [card]);
  return renderScreen(<LiveCards />, { screen: screen(), queryClient });
}

describe('appeal form', () => {
  it('gives way to the appeal status after sending, and the status takes the focus (it is read out)', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(appealUrl, () => HttpResponse.json(appealWire('Это тоже столица'), { status: 201 })),
      http.get(apiUrl('live', '/participants/7/results'), () =>
        HttpResponse.json({ items: [resultItemWire({ appeals: { '2': appealWire('Это тоже столица') as never } })] }),
      ),
    );
    renderLiveCards();
    await user.click(view.getByRole('button', { name: 'Подать апелляцию по вопросу 2' }));
    await user.type(view.getByRole('textbox', { name: 'Почему ответ должен быть засчитан' }), 'Это тоже столица');
    await user.click(view.getByRole('button', { name: 'Отправить апелляцию' }));
    const status = await view.findByTestId('appeal-1-2');
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveTextContent('Апелляция на рассмотрении');
    expect(status).toHaveTextContent('Апелляция команды «Эрудиты», автор — вы: Это тоже столица');
    expect(status).not.toHaveTextContent('ваш текст не отправлен');
  });

  it("keeps on screen what a member typed when a teammate's appeal on the question came first", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderLiveCards();
    await user.click(view.getByRole('button', { name: 'Подать апелляцию по вопросу 2' }));
    await user.type(view.getByRole('textbox', { name: 'Почему ответ должен быть засчитан' }), 'Мой довод');
    act(() =>
      queryClient.setQueryData(participantKeys.results(7), [
        toResultCard(resultItemWire({ appeals: { '2': appealWire('Их довод', { userId: 2, name: 'Анна' }) as never } })),
      ]),
    );
    const status = await view.findByTestId('appeal-1-2');
    // The team's appeal, by the teammate who filed it: never "your appeal" on another member's screen.
    expect(status).toHaveTextContent('Апелляция команды «Эрудиты», автор — Анна: Их довод');
    expect(status).not.toHaveTextContent('Ваша апелляция');
    expect(status).toHaveTextContent('Товарищ по команде уже подал апелляцию на этот вопрос, ваш текст не отправлен: «Мой довод»');
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('closes on Escape, gives the focus back to its button and keeps the text', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(view.getByRole('button', { name: 'Подать апелляцию по вопросу 2' }));
    await user.type(view.getByRole('textbox', { name: 'Почему ответ должен быть засчитан' }), 'Черновик');
    await user.keyboard('{Escape}');
    expect(view.queryByRole('textbox')).not.toBeInTheDocument();
    const reopen = view.getByRole('button', { name: 'Подать апелляцию по вопросу 2' });
    expect(reopen).toHaveFocus();
    await user.click(reopen);
    expect(view.getByRole('textbox', { name: 'Почему ответ должен быть засчитан' })).toHaveValue('Черновик');
  });

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
        if (attempt === 2)
          return HttpResponse.json({ message: 'Invalid', errors: { questionNumber: ['Апелляция по этому вопросу уже подана.'] } }, { status: 422 });
        const body = (await request.json()) as { concern: string; questionNumber: number };
        expect(body).toEqual({ concern: 'Это тоже столица', questionNumber: 2 });
        return HttpResponse.json(appealWire(body.concern), { status: 201 });
      }),
      http.get(apiUrl('live', '/participants/7/results'), () =>
        HttpResponse.json({ items: [resultItemWire({ appeals: { '2': appealWire('Это тоже столица') as never } })] }),
      ),
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
    const withAppeal = toResultCard(
      resultItemWire({ appeals: { '2': { ...appealWire('Столица'), status, response: status === 'PENDING' ? null : 'Решение принято' } as never } }),
    );
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
    expect(article).toHaveTextContent(/Раунд 1проверен(?!о)/);
    expect(article).toHaveTextContent('1 балл');
    expect(article).toHaveTextContent('Правильный ответ: Рим');
    expect(article).toHaveTextContent('Правильный ответ: Лиссабон');
    await waitFor(() => expect(view.getAllByText('верно')).toHaveLength(1));
  });
});
