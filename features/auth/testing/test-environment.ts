export { apiUrl } from '@/tests/msw';
export { installPublicConfig } from '@/tests/public-config';

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
