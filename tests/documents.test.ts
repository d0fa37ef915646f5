// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeSettings } from '@/lib/i18n/locale-settings';
import { locales } from '@/lib/i18n/routing';
import { catalogues } from './catalogues';
import { pdfInfo } from './pdf-info';

const root = join(__dirname, '..');
const pdfOf = (name: string, locale: string) => join(root, 'public', 'docs', `${name}-${locale}.pdf`);
const sources = readdirSync(join(root, 'content', 'documents')).filter((file) => file.endsWith('.html'));

/**
 * The documents the footer links (each language's `footer.files`) and the game page's FAQ dialog offers (rules and
 * FAQ in every language) are PDFs in public/docs built from content/documents (docs/documents.md). A file missing,
 * in another language or another document fails here, not as a link left out of the page.
 */
describe('documents in public/docs', () => {
  const named = locales.flatMap((locale) => [...new Set([...localeSettings[locale].footer.files, 'rules', 'faq'] as const)].map((name) => ({ locale, name })));

  it.each(named)('$name in $locale is its own PDF, titled as the footer names it and declared in its language', ({ locale, name }) => {
    const path = pdfOf(name, locale);
    expect(existsSync(path), path).toBe(true);
    const info = pdfInfo(readFileSync(path));
    expect(info.isPdf).toBe(true);
    expect(info.lang).toBe(locale);
    expect(info.title).toBe(catalogues[locale].footer.files[name]);
  });

  it('has a source for every PDF and a PDF for every source', () => {
    const pdfs = readdirSync(join(root, 'public', 'docs')).filter((file) => file.endsWith('.pdf'));
    expect(pdfs.map((file) => file.replace(/-(\w+)\.pdf$/, '.$1.html')).sort()).toEqual([...sources].sort());
  });

  it.each(sources)('%s has the one h1 the PDF takes its title from', (file) => {
    const [name, locale] = file.split('.') as [string, string];
    const headings = [...readFileSync(join(root, 'content', 'documents', file), 'utf8').matchAll(/<h1>([^<]+)<\/h1>/g)];
    expect(headings.map((h) => h[1])).toEqual([pdfInfo(readFileSync(pdfOf(name, locale))).title]);
  });
});
