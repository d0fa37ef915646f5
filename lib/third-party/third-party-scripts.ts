// Imported with import() by the components that start these scripts, and only when one is configured: a deployment
// without third-party scripts ships none of this code in its pages' first load.
import type { ThirdPartyScripts } from '@/lib/config/public-config';
import { loadScript } from './load-script';

/** Yandex Metrika's global: calls made before its script has run wait in `ym.a` (its own snippet does the same). */
type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
interface ThirdPartyWindow {
  ym?: Ym;
  VK?: { init: (options: { apiId: number }) => void };
}
const globals = () => window as unknown as Window & ThirdPartyWindow;

/** A failing provider never breaks a page: nothing is thrown or logged to the visitor's console. */
const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

/** Analytics: the counter starts with the page's own address; client navigations are reported with `hitPage`. */
export function startAnalytics({ src, counterId }: NonNullable<ThirdPartyScripts['analytics']>) {
  const w = globals();
  if (!w.ym) {
    const queue: Ym = (...args: unknown[]) => void (queue.a ??= []).push(args);
    queue.l = Date.now();
    w.ym = queue;
  }
  w.ym(counterId, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, defer: true });
  w.ym(counterId, 'hit', location.href, { referer: document.referrer });
  quietly(loadScript(src));
}

/** A client navigation (the router changes the address without a page load): one page view. */
export function hitPage(counterId: number, url: string, referer: string) {
  globals().ym?.(counterId, 'hit', url, { referer });
}

/** The social network's API (VK OpenAPI): initialised with the application's id once it has loaded. */
export function startSocialApi({ src, appId }: NonNullable<ThirdPartyScripts['socialApi']>) {
  quietly(loadScript(src).then(() => globals().VK?.init({ apiId: appId })));
}

/** The customer chat widget: its script draws its own button. */
export function startChatWidget({ src }: NonNullable<ThirdPartyScripts['chatWidget']>) {
  quietly(loadScript(src));
}
