import 'server-only';
import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/routing';
import type { PublicConfig } from './public-config';
import { siteLegalDocuments } from './site-documents';

export const serverPublicConfig = (): PublicConfig => {
  const e = env();
  return {
    siteUrl: e.siteUrl,
    api: e.api.browser,
    realtime: e.realtime,
    chatSocketUrl: e.chatSocketUrl,
    sentry: e.sentry,
    links: e.links,
    payment: { widgetUrl: e.payment.widgetUrl },
    thirdParty: e.thirdParty.scripts,
    documents: Object.fromEntries(locales.map((locale) => [locale, siteLegalDocuments(locale)])) as PublicConfig['documents'],
  };
};
