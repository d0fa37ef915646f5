import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { pdfInfo } from '../tests/pdf-info';
import { expectNoAxeViolations, locales, prefixOf, type Locale } from './fixtures';
import { expectNoGameAxeViolations } from './support/game-axe';
import { accounts, liveParticipation, signIn } from './support/live-game';

/**
 * The player documents (content/documents, built into public/docs; docs/documents.md): the footer links the
 * language's `footer.files` (ru: terms, privacy, rules, FAQ; en, fr: terms, privacy, rules), the hero's rules button
 * (ru) the full rules, and the game page's FAQ dialog the full FAQ and rules in every language. Each link must answer a PDF of that document in the page's
 * language: its declared language and its title (the PDF's metadata, taken from the document's heading).
 */
const expected = {
  ru: {
    footer: [
      ['terms', 'Пользовательское соглашение'],
      ['privacy', 'Политика конфиденциальности'],
      ['rules', 'Правила игры'],
      ['faq', 'Вопросы и ответы'],
    ],
    /** The hero's rules button (`rulesButton`, ru only) and its link to the full rules. */
    heroRules: { summary: 'Правила игры', link: 'Полные правила игры (PDF)', title: 'Правила игры' },
    faqButton: 'Вопросы и ответы',
    faqDialog: 'Частые вопросы',
    dialogLinks: [
      ['Все вопросы и ответы (PDF)', 'Вопросы и ответы'],
      ['Полные правила игры (PDF)', 'Правила игры'],
    ],
  },
  en: {
    footer: [
      ['terms', 'User agreement'],
      ['privacy', 'Privacy policy'],
      ['rules', 'Game rules'],
    ],
    heroRules: null,
    faqButton: 'FAQ',
    faqDialog: 'FAQ',
    dialogLinks: [
      ['All questions and answers (PDF)', 'FAQ'],
      ['Full game rules (PDF)', 'Game rules'],
    ],
  },
  fr: {
    footer: [
      ['terms', 'Conditions d’utilisation'],
      ['privacy', 'Politique de confidentialité'],
      ['rules', 'Règles du jeu'],
    ],
    heroRules: null,
    faqButton: 'FAQ',
    faqDialog: 'Questions fréquentes',
    dialogLinks: [
      ['Toutes les questions et réponses (PDF)', 'FAQ'],
      ['Règles du jeu complètes (PDF)', 'Règles du jeu'],
    ],
  },
} as const satisfies Record<Locale, unknown>;

/** The link answers 200 with a PDF declared in `locale` and titled `title`, from this site's public/docs. */
async function expectDocument(request: APIRequestContext, link: Locator, locale: Locale, title: string) {
  const href = await link.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/docs/[a-z]+-${locale}\\.pdf$`));
  const response = await request.get(href!);
  expect(response.status(), href!).toBe(200);
  expect(response.headers()['content-type'], href!).toContain('application/pdf');
  const info = pdfInfo(await response.body());
  expect({ href, isPdf: info.isPdf, lang: info.lang, title: info.title }).toEqual({ href, isPdf: true, lang: locale, title });
}

for (const locale of locales) {
  const texts = expected[locale];

  test(`the ${locale} footer links its documents as PDFs in ${locale}`, async ({ page, request }) => {
    await page.goto(prefixOf(locale) || '/');
    const documents = page.getByRole('contentinfo').locator('a[data-document]');
    await expect(documents).toHaveText(texts.footer.map(([, label]) => label));
    for (const [name, label] of texts.footer) {
      const link = page.getByRole('contentinfo').locator(`a[data-document="${name}"]`);
      await expect(link).toHaveAttribute('href', `/docs/${name}-${locale}.pdf`);
      await expectDocument(request, link, locale, label);
    }
    if (texts.heroRules) {
      const hero = page.getByTestId('hero');
      await hero.getByText(texts.heroRules.summary, { exact: true }).click();
      await expectDocument(request, hero.getByRole('link', { name: texts.heroRules.link }), locale, texts.heroRules.title);
    }
    await expectNoAxeViolations(page);
  });

  test(`the ${locale} game page's FAQ dialog links the full FAQ and rules in ${locale}`, async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ locale: `${locale}-${locale.toUpperCase()}` });
    const tokens = await signIn(context, baseURL!, accounts.player);
    const { id } = await liveParticipation(tokens.access_token);
    const page = await context.newPage();
    await page.goto(`${prefixOf(locale)}/game/${id}`);
    await page.getByRole('banner').getByRole('button', { name: texts.faqButton, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.faqDialog });
    await expect(dialog.getByRole('link')).toHaveText(texts.dialogLinks.map(([label]) => label));
    for (const [label, title] of texts.dialogLinks) {
      await expectDocument(request, dialog.getByRole('link', { name: label }), locale, title);
    }
    await expectNoGameAxeViolations(page);
    await context.close();
  });
}
