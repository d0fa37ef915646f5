import 'server-only';
import { env } from '@/lib/env';
import type { PublicConfig } from './public-config';

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
  };
};
