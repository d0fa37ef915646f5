import { escapeHtml, htmlPage } from '../../mail/html';
import type { TestTransaction } from './provider';

type Language = 'ru-RU' | 'en-US';

const texts = {
  'ru-RU': {
    title: 'Тестовый банк: 3-D Secure',
    lead: (amount: string) => `Подтвердите платёж на ${amount}. Это тестовая страница: код не нужен.`,
    approve: 'Подтвердить платёж',
    fail: 'Отклонить',
    done: 'Готово: вернитесь к окну оплаты.',
    gone: 'Этот платёж уже не ждёт подтверждения.',
  },
  'en-US': {
    title: 'Test bank: 3-D Secure',
    lead: (amount: string) => `Confirm the payment of ${amount}. This is a test page: no code is needed.`,
    approve: 'Confirm the payment',
    fail: 'Decline',
    done: 'Done: go back to the payment window.',
    gone: 'This payment is no longer waiting for confirmation.',
  },
} as const;

export const challengeLanguage = (raw: string | undefined): Language => (raw === 'ru-RU' ? 'ru-RU' : 'en-US');

/** The 3-D Secure challenge the test widget shows in a frame: approve or fail (two labelled buttons). */
export function challengePage(tx: TestTransaction | undefined, language: Language): string {
  const t = texts[language];
  const lang = language.slice(0, 2);
  if (!tx || tx.status !== 'awaiting_3ds') return htmlPage({ lang, title: t.title, body: `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.gone)}</p>` });
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: tx.currency }).format(tx.amount);
  const button = (decision: string, label: string) =>
    `<form method="post" style="display:inline-block;margin-right:12px"><input type="hidden" name="decision" value="${decision}"><input type="hidden" name="lang" value="${language}"><button type="submit" style="min-height:44px;padding:8px 16px;border-radius:10px;border:1px solid #16171b;font:inherit;font-weight:600;background:${decision === 'approve' ? '#16171b;color:#fff' : '#fff;color:#16171b'}">${escapeHtml(label)}</button></form>`;
  return htmlPage({
    lang,
    title: t.title,
    body: `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.lead(amount))}</p>${button('approve', t.approve)}${button('fail', t.fail)}`,
  });
}

/** After the decision: tells the widget in the parent page (postMessage), and says so for anyone who looks. */
export function challengeDonePage(tx: TestTransaction, language: Language): string {
  const t = texts[language];
  const message = JSON.stringify({ type: 'cp-test-3ds', transactionId: tx.id, status: tx.status, reason: tx.reason });
  return htmlPage({ lang: language.slice(0, 2), title: t.title, body: `<h1>${escapeHtml(t.title)}</h1><p role="status">${escapeHtml(t.done)}</p>` }).replace(
    '</body>',
    `<script>window.parent && window.parent.postMessage(${message.replace(/</g, '\\u003c')}, '*');</script></body>`,
  );
}
