// Renders the player-facing documents (content/documents/{name}.{locale}.html) to public/docs/{name}-{locale}.pdf
// with Playwright's Chromium, the file names the footer links (lib/config/documents.ts). Run by hand after editing
// a source (`npm run build:documents`, or `npm run build:documents -- rules faq.fr` for some of them) and commit the
// PDFs: the site serves them as static files and nothing builds them at deploy or CI time. See docs/documents.md.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { resolveChromium } from './chromium-path.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'content', 'documents');
const outputDir = join(root, 'public', 'docs');
const names = ['terms', 'privacy', 'rules', 'faq'];
const locales = ['ru', 'en', 'fr'];
const sourceName = /^(?<name>[a-z]+)\.(?<locale>[a-z]{2})\.html$/;

// Inter, the site's font, embedded from the package the site uses, so a PDF looks the same whichever machine
// builds it (system fonts differ) and carries only the glyphs it uses.
const fontFiles = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'];
const fontFaces = fontFiles
  .map((subset) => {
    const file = join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', `inter-${subset}-wght-normal.woff2`);
    const data = readFileSync(file).toString('base64');
    return `@font-face{font-family:Inter;font-style:normal;font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
  })
  .join('\n');

const style = `
${fontFaces}
@page { size: A4; margin: 20mm 18mm 22mm; }
html { font-family: Inter, sans-serif; font-size: 10.5pt; line-height: 1.5; color: #1f1f1f; }
body { margin: 0; }
h1 { font-size: 20pt; line-height: 1.2; margin: 0 0 6pt; }
.lead { color: #4a4a4a; margin: 0 0 14pt; }
h2 { font-size: 13pt; margin: 16pt 0 4pt; break-after: avoid; }
h3 { font-size: 11pt; margin: 10pt 0 2pt; break-after: avoid; }
p, ul, ol, dl { margin: 0 0 6pt; }
ul, ol { padding-left: 16pt; }
li { margin-bottom: 2pt; }
dt { font-weight: 650; margin-top: 10pt; break-after: avoid; }
dd { margin: 2pt 0 0; }
dt + dd, li { break-inside: avoid; }
strong { font-weight: 650; }
`;

/** The document's title: its one h1 (also the PDF's Title, which the e2e check reads). */
function titleOf(fragment, file) {
  const headings = [...fragment.matchAll(/<h1>([^<]+)<\/h1>/g)];
  if (headings.length !== 1) throw new Error(`${file}: needs exactly one <h1> with plain text`);
  return headings[0][1].trim();
}

/**
 * French typography: a no-break space before : ; ! ? and inside « », so they never start or end a line. Done here,
 * so the sources keep plain spaces; only text between tags is touched.
 */
const typeset = (fragment, locale) =>
  locale !== 'fr' ? fragment : fragment.replace(/>([^<]+)</g, (_, text) => `>${text.replace(/ ([:;!?»%])/g, '\u00a0$1').replace(/« /g, '«\u00a0')}<`);

function pageFor(fragment, locale, title) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title><style>${style}</style></head><body>${fragment}</body></html>`;
}

const footer = (locale) => {
  const of = { ru: 'из', en: 'of', fr: 'sur' }[locale];
  return `<div style="width:100%;font-family:sans-serif;font-size:8pt;color:#777;text-align:center"><span class="pageNumber"></span> ${of} <span class="totalPages"></span></div>`;
};

const wanted = process.argv.slice(2);
const sources = readdirSync(sourceDir)
  .map((file) => ({ file, match: sourceName.exec(file) }))
  .filter(({ file, match }) => {
    if (!file.endsWith('.html')) return false;
    if (!match || !names.includes(match.groups.name) || !locales.includes(match.groups.locale)) {
      throw new Error(`${file}: expected {${names.join('|')}}.{${locales.join('|')}}.html`);
    }
    const { name, locale } = match.groups;
    return wanted.length === 0 || wanted.includes(name) || wanted.includes(`${name}.${locale}`);
  });
if (sources.length === 0) throw new Error(`no document source matches ${wanted.join(' ')}`);

const browser = await chromium.launch({ executablePath: resolveChromium() });
try {
  const page = await browser.newPage();
  for (const { file, match } of sources) {
    const { name, locale } = match.groups;
    const fragment = typeset(readFileSync(join(sourceDir, file), 'utf8'), locale);
    const title = titleOf(fragment, file);
    await page.setContent(pageFor(fragment, locale, title), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const path = join(outputDir, `${name}-${locale}.pdf`);
    await page.pdf({
      path,
      format: 'A4',
      preferCSSPageSize: true,
      tagged: true,
      outline: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footer(locale),
    });
    console.log(`${file} -> public/docs/${name}-${locale}.pdf (${title})`);
  }
} finally {
  await browser.close();
}
