import { apiFamilies, apiFamilyNames, type ApiFamily } from '@/contract/families';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@/lib/config/public-config';

/** Origin of the API in tests; MSW handlers are written against it. */
export const API_ORIGIN = 'http://api.test';

/** Absolute URL of a family path, e.g. apiUrl('base', '/login'). */
export const apiUrl = (family: ApiFamily, path: string) => `${API_ORIGIN}${apiFamilies[family]}${path}`;

/**
 * The page config every auth test uses. `getBrowserConfig()` caches the first config it reads for the whole test
 * file, so all files install this same object.
 */
export const testPublicConfig: PublicConfig = {
  siteUrl: 'http://localhost:3000',
  api: Object.fromEntries(apiFamilyNames.map((f) => [f, `${API_ORIGIN}${apiFamilies[f]}`])) as Record<ApiFamily, string>,
  realtime: { broadcaster: 'socket.io', host: 'localhost', port: 6001, key: 'test', tls: false, authEndpoint: 'http://api.test/broadcasting/auth' },
  chatSocketUrl: 'http://localhost:6002',
  sentry: { environment: 'test' },
  links: {
    party: 'https://party.test',
    portal: 'https://portal.test',
    franchise: 'https://franchise.test',
    corp: 'https://corp.test',
    schedule: 'https://schedule.test',
    chatbot: 'https://chatbot.test',
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

/** jsdom lacks ResizeObserver, which Radix's popper (the dropdown menu) measures with. */
export function installResizeObserver() {
  if ('ResizeObserver' in globalThis) return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** Removes every cookie jsdom holds for the page. */
export function clearAllCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Reads one cookie of the page (undefined when absent). */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
