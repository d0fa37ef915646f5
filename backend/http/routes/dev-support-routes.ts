import { Hono } from 'hono';
import type { Services } from '../../services';
import { supportDeskFor } from '../../support/support-desk';
import { storedFileName, supportListPage, supportRequestPage } from '../../support/support-pages';
import { apiError } from '../../api-errors/api-error';

/** Pages with no script, no framing and nothing loaded from elsewhere (as the other /dev pages). */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
/** A stored file: shown by the browser as the type read from its bytes, and unable to run anything. */
const FILE_POLICY = "default-src 'none'; img-src 'self'; object-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * /dev/support (demo mode only): the support desk's stand-in, as the mail outbox is the mail's. The requests, each
 * with its comment and files, and JSON for tests. Files are served under the server's own name and the type read
 * from their bytes, as attachments.
 */
export function createDevSupportRoutes(services: Services) {
  const app = new Hono();
  const { repo } = supportDeskFor(services);
  const limitOf = (raw: string | undefined) => Math.min(Math.max(Number(raw) || 50, 1), 500);
  const requestOf = (raw: string) => {
    const row = repo.find(Number(raw));
    if (!row) throw apiError(404, 'http.not_found');
    return row;
  };

  app.use('/dev/support*', async (c, next) => {
    await next();
    c.res.headers.set('X-Frame-Options', 'DENY');
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', PAGE_POLICY);
  });

  app.get('/dev/support', (c) => {
    const email = c.req.query('email') || undefined;
    const requests = repo.list({ email, limit: 200 }).map((row) => ({ row, files: repo.files(row.id).length }));
    return c.html(supportListPage(requests, email));
  });

  app.get('/dev/support.json', (c) => {
    const rows = repo.list({ email: c.req.query('email') || undefined, limit: limitOf(c.req.query('limit')) });
    const data = rows.map((row) => ({
      id: row.id,
      site: row.site,
      reason: row.reason,
      comment: row.comment,
      email: row.email,
      name: row.name,
      locale: row.locale,
      userId: row.user_id,
      createdAt: new Date(row.created_at).toISOString(),
      files: repo.files(row.id).map((f) => ({
        position: f.position,
        type: f.mime,
        size: f.size,
        sha256: f.sha256,
        name: storedFileName(row.id, f.position, f.mime),
        url: `/dev/support/${row.id}/files/${f.position}`,
      })),
    }));
    return c.json({ data });
  });

  app.get('/dev/support/:id{[0-9]+}', (c) => {
    const row = requestOf(c.req.param('id'));
    return c.html(supportRequestPage(row, repo.files(row.id)));
  });

  app.get('/dev/support/:id{[0-9]+}/files/:position{[0-9]+}', (c) => {
    const row = requestOf(c.req.param('id'));
    const position = Number(c.req.param('position'));
    const file = repo.file(row.id, position);
    if (!file) throw apiError(404, 'http.not_found');
    c.header('Content-Type', file.mime);
    c.header('Content-Disposition', `attachment; filename="${storedFileName(row.id, position, file.mime)}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', FILE_POLICY);
    return c.body(new Uint8Array(file.bytes));
  });

  return app;
}
