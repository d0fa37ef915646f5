import { whenIdle } from '@/lib/scheduling/when-idle';

/*
 * Inter is applied only once a visit has put it in the browser's cache. A face that arrives after the first layout
 * makes Chrome lay out again every text whose family list names it, used or not (font-display: optional keeps the
 * fallback on screen but not the layout). On a first visit over a mobile network the faces come too late to be shown
 * anyway, so naming them there bought nothing but one relayout of the whole page per face (about 60 ms of layout
 * at 8.5x CPU on the Russian home page, which needs two). Now a first visit names only 'Inter Fallback'; once the
 * page has loaded, in a quiet moment, it has the browser load the faces its language uses (a face no text names is
 * laid out nowhere, so nothing is laid out again) and remembers it; the next visit's first paint is in Inter.
 */

/** On <html> when a visit has cached Inter: app/globals.css names Inter's faces only then. */
export const INTER_CACHED_ATTRIBUTE = 'data-inter';
const STORAGE_KEY = 'inter-cached';

/**
 * Runs in <head>, before the body is parsed, so the first paint is already in the right family. A browser that
 * refuses storage keeps the fallback. If the cache was emptied since, Inter is named but not there: the page shows
 * the fallback as it did before this scheme (optional display) and the face's late arrival lays it out once more.
 */
export const INTER_CACHED_SCRIPT = `try{localStorage.getItem(${JSON.stringify(STORAGE_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(INTER_CACHED_ATTRIBUTE)},"")}catch(e){}`;

/** Each face the page's language uses: next/font's variable (lib/fonts/inter.ts) and a letter it draws. */
const facesFor = (lang: string) => [['--font-inter-latin', 'a'], ...(lang === 'ru' ? [['--font-inter-cyrillic', 'Ж']] : [])] as const;

/**
 * After the page's load, when the browser is idle: loads the faces through the CSS Font Loading API (the files
 * land in the HTTP cache: /_next/static is immutable) and remembers that they are there. Returns the cancel function.
 */
export function warmInterForNextVisit(doc: Document): () => void {
  const root = doc.documentElement;
  const win = doc.defaultView;
  if (!win || !('fonts' in doc) || root.hasAttribute(INTER_CACHED_ATTRIBUTE)) return () => {};
  let cancelIdle = () => {};
  const warm = () => {
    cancelIdle = whenIdle(() => {
      const style = win.getComputedStyle(root);
      const loads = facesFor(root.lang).map(([variable, letter]) => doc.fonts.load(`1em ${style.getPropertyValue(variable).trim()}`, letter));
      void Promise.all(loads)
        .then((faces) => {
          if (faces.every((loaded) => loaded.length > 0)) win.localStorage.setItem(STORAGE_KEY, '1');
        })
        .catch(() => {});
    });
  };
  if (doc.readyState === 'complete') warm();
  else win.addEventListener('load', warm, { once: true });
  return () => {
    win.removeEventListener('load', warm);
    cancelIdle();
  };
}
