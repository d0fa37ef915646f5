import type { ApiFamily } from '@/contract/families';
import type { Locale } from '@/lib/i18n/routing';
import type { LegalDocuments } from './documents';

/**
 * What the browser needs to know about the deployment, read from the environment at server start (never baked
 * into the bundle), so one build runs against the reference backend or the real platform.
 *
 * It is not parsed again in the browser: the server builds it from `lib/env.ts`, which validates every value at
 * start, and embeds it in the page it renders itself (it never comes from the API). Keeping zod out of this path
 * keeps the schema library out of every page's first load.
 */
export interface PublicConfig {
  siteUrl: string;
  api: Record<ApiFamily, string>;
  realtime: {
    broadcaster: 'socket.io' | 'pusher' | 'reverb';
    host: string;
    port: number;
    key: string;
    tls: boolean;
    authEndpoint: string;
  };
  chatSocketUrl: string;
  sentry: { dsn?: string | undefined; environment: string };
  links: { party: string; portal: string; franchise: string; corp: string; schedule: string; chatbot: string; live: string };
  /** The card payment widget's script (PAYMENT_WIDGET_URL), loaded only when a payment step needs it. */
  payment: { widgetUrl: string };
  thirdParty: ThirdPartyScripts;
  /** Each language's terms and privacy policy (lib/config/documents.ts), linked from the forms' consents. */
  documents: Record<Locale, LegalDocuments>;
}

/** Third-party scripts the deployment configured (docs/third-party-scripts.md); null = not configured, never loaded. */
export interface ThirdPartyScripts {
  analytics: { src: string; counterId: number } | null;
  socialApi: { src: string; appId: number } | null;
  chatWidget: { src: string } | null;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

let browserConfig: PublicConfig | undefined;

/** Reads the config the root layout embedded in the page (once, then cached). Browser only. */
export function getBrowserConfig(): PublicConfig {
  if (browserConfig) return browserConfig;
  const element = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error('Public config is missing from the page');
  browserConfig = JSON.parse(element.textContent) as PublicConfig;
  return browserConfig;
}
