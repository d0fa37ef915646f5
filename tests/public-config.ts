import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@/lib/config/public-config';
import { TEST_API_ORIGIN, testBaseUrls } from './msw';

/**
 * The page config every component test uses, pointing the browser API client at MSW's origin.
 * `getBrowserConfig()` caches the first config it reads for a whole test file, so all files install this object.
 */
const testPublicConfig: PublicConfig = {
  siteUrl: 'http://localhost:3000',
  api: testBaseUrls,
  realtime: { broadcaster: 'socket.io', host: 'localhost', port: 6001, key: 'test', tls: false, authEndpoint: `${TEST_API_ORIGIN}/broadcasting/auth` },
  chatSocketUrl: 'http://localhost:6002',
  sentry: { environment: 'test' },
  links: {
    party: 'https://party.test',
    portal: 'https://portal.test',
    franchise: 'https://franchise.test',
    corp: 'https://corp.test',
    schedule: 'https://schedule.test',
    chatbot: 'https://chatbot.test',
    live: 'https://live.test',
  },
  payment: { widgetUrl: `${TEST_API_ORIGIN}/dev/payments/widget.js` },
  thirdParty: { analytics: null, socialApi: null, chatWidget: null },
  documents: {
    ru: { terms: '/docs/terms-ru.pdf', privacy: '/docs/privacy-ru.pdf' },
    en: { terms: '/docs/terms-en.pdf', privacy: '/docs/privacy-en.pdf' },
    fr: { terms: '/docs/terms-en.pdf', privacy: '/docs/privacy-en.pdf' },
  },
};

/** Embeds the config as the root layout does: `<script id="public-config" type="application/json">`. */
export function installPublicConfig() {
  if (document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)) return;
  const script = document.createElement('script');
  script.id = PUBLIC_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(testPublicConfig);
  document.body.append(script);
}
