/** Escapes text for HTML content and attribute values (letters and the backend's own developer pages). */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const PAGE_STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #16171b; }
  main { max-width: 760px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 16px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  a { color: #1d4ed8; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e3e4e8; vertical-align: top; }
  label { display: block; font-weight: 600; margin-top: 16px; }
  input { width: 100%; min-height: 44px; padding: 8px 12px; border: 1px solid #8a8c94; border-radius: 10px; font: inherit; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { min-height: 44px; padding: 10px 20px; border-radius: 10px; border: 0; font: inherit; font-weight: 600; cursor: pointer; }
  .primary { background: #ffd33d; color: #16171b; }
  .secondary { background: #e3e4e8; color: #16171b; }
  .note { color: #55575f; }
  .error { color: #b42318; }
  .letter { border: 1px solid #e3e4e8; border-radius: 12px; padding: 16px; margin-top: 16px; }
  :focus-visible { outline: 3px solid #2b59ff; outline-offset: 2px; }
`;

/** A complete, self-contained HTML page (no scripts, no outside resources). */
export function htmlPage({ lang, title, body }: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
