import { supportFileExtensions, type SupportFileType } from '@/contract/schemas/support';
import { escapeHtml, htmlPage } from '../mail/html';
import { reasonLabel } from './support-letter';
import type { SupportFileMeta, SupportRequestRow } from './support-repo';

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** The name a stored file is served under: the server's own, from the request, the position and the type. */
export const storedFileName = (requestId: number, position: number, mime: SupportFileType) => `support-${requestId}-${position}.${supportFileExtensions[mime]}`;

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`);

/** GET /dev/support: every support request, latest first (the desk's stand-in, in English, like the outbox). */
export function supportListPage(requests: { row: SupportRequestRow; files: number }[], email: string | undefined): string {
  const rows = requests
    .map(
      ({ row, files }) => `<tr><td><a href="/dev/support/${row.id}">No. ${row.id}</a></td><td>${escapeHtml(when(row.created_at))}</td>
<td>${escapeHtml(reasonLabel(row.reason))}</td><td>${escapeHtml(row.email)}</td><td>${escapeHtml(row.locale)}</td><td>${files}</td></tr>`,
    )
    .join('\n');
  const body = `<p><a href="/dev/mail">Mail outbox</a></p>
<h1>Support requests</h1>
<p class="note">What people sent through the support form, with their files. JSON for tools:
<a href="/dev/support.json">/dev/support.json</a> (<code>?email=</code> filters by sender).</p>
<form method="get"><label for="email">Sender</label><input id="email" name="email" type="email" value="${escapeHtml(email ?? '')}"></form>
${requests.length === 0 ? '<p>No requests yet.</p>' : `<table><thead><tr><th scope="col">Request</th><th scope="col">Sent</th><th scope="col">Reason</th><th scope="col">From</th><th scope="col">Language</th><th scope="col">Files</th></tr></thead><tbody>${rows}</tbody></table>`}`;
  return htmlPage({ lang: 'en', title: 'Support requests', body });
}

/** GET /dev/support/{id}: one request as the desk would read it; what people wrote is escaped, files are links. */
export function supportRequestPage(row: SupportRequestRow, files: SupportFileMeta[]): string {
  const list = files
    .map((f) => {
      const name = storedFileName(row.id, f.position, f.mime);
      return `<li><a href="/dev/support/${row.id}/files/${f.position}">${escapeHtml(name)}</a> (${escapeHtml(f.mime)}, ${size(f.size)})</li>`;
    })
    .join('\n');
  const body = `<p><a href="/dev/support">← All requests</a></p>
<h1>Support request No. ${row.id}</h1>
<table><tbody>
<tr><th scope="row">Reason</th><td>${escapeHtml(reasonLabel(row.reason))} (<code>${escapeHtml(row.reason)}</code>)</td></tr>
<tr><th scope="row">Name</th><td dir="auto">${escapeHtml(row.name)}</td></tr>
<tr><th scope="row">Email</th><td>${escapeHtml(row.email)}</td></tr>
<tr><th scope="row">Account</th><td>${row.user_id === null ? 'not signed in' : `user ${row.user_id}`}</td></tr>
<tr><th scope="row">Site</th><td>${escapeHtml(row.site)}</td></tr>
<tr><th scope="row">Language</th><td>${escapeHtml(row.locale)}</td></tr>
<tr><th scope="row">Sent</th><td>${escapeHtml(when(row.created_at))}</td></tr>
</tbody></table>
<h2>Comment</h2>
<pre dir="auto" lang="${escapeHtml(row.locale)}">${escapeHtml(row.comment)}</pre>
<h2>Files</h2>
${files.length === 0 ? '<p>No files.</p>' : `<ul>${list}</ul>`}
<p><a href="/dev/mail?to=${encodeURIComponent(row.email)}">Letters to ${escapeHtml(row.email)}</a></p>`;
  return htmlPage({ lang: 'en', title: `Support request No. ${row.id}`, body });
}
