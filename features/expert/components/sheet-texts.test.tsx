import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { gameState, sheetWire } from '../testing/fixtures';
import { consoleOpeningHandlers } from '../testing/console-kit';
import { renderConsole } from '../testing/render';
import { CheckingPanel } from './checking-panel';

const server = setupMswServer(...consoleOpeningHandlers);

describe('the sheet’s texts', () => {
  it('French: a space before the colon, plural agreement, the keys this sheet really has', async () => {
    const sheet = sheetWire(1);
    server.use(http.post(apiUrl('live', '/experts/games/5/results'), () => HttpResponse.json({ sheet, totalSheetCountInStack: 1 })));
    const user = userEvent.setup();
    renderConsole(<CheckingPanel />, { state: gameState({ lastClosedTour: 1, sheetsInStack: 1 }), locale: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Commencer la correction' }));
    await screen.findByRole('form', { name: 'Feuille de « Команда 1 » · manche 1' });
    expect(screen.getByRole('checkbox', { name: /^Question 1 : Пушкин/ })).toBeInTheDocument();
    expect(screen.getByText(/réponses acceptées : Пушкин, А\. С\. Пушкин/)).toBeInTheDocument();
    // Three questions: keys 1 to 3, not "1 to 9".
    expect(screen.getByText('Les touches 1 à 3 marquent une question, Entrée envoie.')).toBeInTheDocument();
  });

  it('English and Russian: the key range follows the number of questions (0 is the tenth)', async () => {
    const answers = Array.from({ length: 10 }, (_, i) => ({
      questionNumber: i + 1,
      text: `a${i + 1}`,
      confidence: false,
      normalised: `a${i + 1}`,
      suggested: false,
      isCorrect: null,
    }));
    const questions = answers.map((a) => ({ questionNumber: a.questionNumber, text: 'Q?', answer: 'x', acceptedAnswers: ['x'], comment: null }));
    server.use(
      http.get(apiUrl('live', '/experts/games/5/answers'), () => HttpResponse.json({ items: [{ tourNumber: 1, questions }] })),
      http.post(apiUrl('live', '/experts/games/5/results'), () => HttpResponse.json({ sheet: sheetWire(1, { answers }), totalSheetCountInStack: 1 })),
    );
    const user = userEvent.setup();
    renderConsole(<CheckingPanel />, { state: gameState({ lastClosedTour: 1, sheetsInStack: 1, numberOfQuestions: 10 }), locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Start checking' }));
    await screen.findByRole('form');
    expect(screen.getByText('Keys 1–9 and 0 (question 10) mark a question, Enter sends.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Question 10: a10/ })).toBeInTheDocument();
  });
});

/** WCAG relative luminance and contrast of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the group toggles “Correct” / “Wrong”', () => {
  const css = readFileSync(join(process.cwd(), 'features/expert/components/console.module.css'), 'utf8');
  const rule = (selector: string) => {
    const at = css.indexOf(`${selector} {`);
    return at < 0 ? '' : css.slice(at, css.indexOf('}', at));
  };
  const colour = (block: string, property: string) => new RegExp(`(?:^|\\s)${property}:\\s*(#[0-9a-f]{6})`).exec(block)?.[1];

  it('the pressed one is filled, unlike a plain button, with text in AA contrast', () => {
    const plain = colour(rule('.button'), 'background');
    for (const selector of [".toggle[aria-pressed='true']", ".toggleWrong[aria-pressed='true']"]) {
      const block = rule(selector);
      const background = colour(block, 'background');
      const text = colour(block, 'color') ?? colour(rule(".toggle[aria-pressed='true']"), 'color');
      expect(background, selector).toBeDefined();
      expect(background).not.toBe(plain);
      expect(contrast(text!, background!)).toBeGreaterThanOrEqual(4.5);
      // Against the console's dark shell the filled button stands out too.
      expect(contrast(background!, '#0f1013')).toBeGreaterThanOrEqual(3);
    }
  });
});
