import { escapeHtml, htmlPage } from './html';
import type { StoredLetter } from './outbox';

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** A support request as the outbox page lists it (the desk's own pages have the rest, at /dev/support). */
export interface SupportRequestSummary {
  id: number;
  email: string;
  reason: string;
  createdAt: number;
}

function supportSection(requests: readonly SupportRequestSummary[]): string {
  const items = requests
    .map((r) => `<li><a href="/dev/support/${r.id}">No. ${r.id}</a>: ${escapeHtml(r.reason)}, ${escapeHtml(r.email)}, ${escapeHtml(when(r.createdAt))}</li>`)
    .join('\n');
  return `<h2>Support requests</h2>
<p class="note">Requests sent through the support form, with their files: <a href="/dev/support">/dev/support</a>.</p>
${requests.length === 0 ? '<p>No requests yet.</p>' : `<ul>${items}</ul>`}`;
}

/** GET /dev/mail: every letter, latest first, and the latest support requests (a developer tool, in English). */
export function outboxListPage(letters: StoredLetter[], to: string | undefined, supportRequests: readonly SupportRequestSummary[] = []): string {
  const rows = letters
    .map(
      (l) => `<tr><td>${escapeHtml(when(l.createdAt))}</td><td>${escapeHtml(l.to)}</td><td>${escapeHtml(l.locale)}</td>
<td><a href="/dev/mail/${l.id}">${escapeHtml(l.subject)}</a></td></tr>`,
    )
    .join('\n');
  const body = `<h1>Mail outbox</h1>
<p class="note">Letters the reference backend would have sent. Their links open the web app. JSON for tools:
<a href="/dev/mail.json">/dev/mail.json</a> (<code>?to=</code> filters by recipient).</p>
<form method="get"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"></form>
${letters.length === 0 ? '<p>No letters yet.</p>' : `<table><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Language</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`}
${supportSection(supportRequests)}`;
  return htmlPage({ lang: 'en', title: 'Mail outbox', body });
}

/** GET /dev/mail/{id}: one letter as the recipient would see it, with its links clickable. */
export function outboxLetterPage(letter: StoredLetter): string {
  const body = `<p><a href="/dev/mail">← All letters</a></p>
<h1>${escapeHtml(letter.subject)}</h1>
<table><tbody>
<tr><th scope="row">To</th><td>${escapeHtml(letter.to)}</td></tr>
<tr><th scope="row">Sent</th><td>${escapeHtml(when(letter.createdAt))}</td></tr>
<tr><th scope="row">Kind</th><td>${escapeHtml(letter.kind)}</td></tr>
<tr><th scope="row">Language</th><td>${escapeHtml(letter.locale)}</td></tr>
</tbody></table>
<div class="letter" lang="${escapeHtml(letter.locale)}">${letter.html}</div>
<h2>Plain text</h2>
<pre lang="${escapeHtml(letter.locale)}">${escapeHtml(letter.text)}</pre>`;
  return htmlPage({ lang: 'en', title: letter.subject, body });
}
