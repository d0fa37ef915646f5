import type { FooterFile } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';

export type DocumentName = FooterFile;

export interface DocumentSources {
  /** `{name}-{locale}` -> absolute address (DOCUMENT_URLS): documents served from elsewhere. */
  configured: Readonly<Record<string, string>>;
  /** Whether public/ holds a file at this path (`/docs/…`). */
  hasPublicFile: (publicPath: string) => boolean;
}

/**
 * Where a language's document lives, or null when it exists nowhere (then no link is rendered: never a dead one).
 * An address configured for the language wins; else the PDF in public/docs for the language, else (en, fr) the
 * English one (French visitors get the English text until a French translation is added as `{name}-fr.pdf`).
 */
export function documentAddress(name: DocumentName, locale: Locale, sources: DocumentSources): string | null {
  const configured = sources.configured[`${name}-${locale}`];
  if (configured) return configured;
  const languages = locale === 'ru' ? ['ru'] : [locale, 'en'];
  for (const language of new Set(languages)) {
    const path = `/docs/${name}-${language}.pdf`;
    if (sources.hasPublicFile(path)) return path;
  }
  return null;
}

/** The documents a consent refers to (sign-up, registration, subscription and order forms). */
export type LegalDocument = Extract<DocumentName, 'terms' | 'privacy'>;
/** Their addresses in one language; null where the document exists nowhere (the text is shown without a link). */
export type LegalDocuments = Readonly<Record<LegalDocument, string | null>>;

/** The terms and the privacy policy of a language, by the footer's rule (`documentAddress`). */
export const legalDocuments = (locale: Locale, sources: DocumentSources): LegalDocuments => ({
  terms: documentAddress('terms', locale, sources),
  privacy: documentAddress('privacy', locale, sources),
});
