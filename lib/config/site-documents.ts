import 'server-only';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { legalDocuments, type LegalDocuments } from './documents';
import { hasPublicFile } from './public-files';

/** This deployment's terms and privacy policy in a language: configured addresses (DOCUMENT_URLS) or public/docs. */
export const siteLegalDocuments = (locale: Locale): LegalDocuments => legalDocuments(locale, { configured: env().documentUrls, hasPublicFile });
