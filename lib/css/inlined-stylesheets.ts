import { whenIdle } from '@/lib/scheduling/when-idle';

/**
 * Tells React which stylesheets the page already has inline, so client navigations do not fetch them again.
 *
 * With `experimental.inlineCss` the first HTML carries every stylesheet as `<style data-precedence data-href="…">`.
 * A client navigation's RSC payload names the new layout's and page's stylesheets as `<link rel="stylesheet"
 * precedence>` and, ahead of them, as preload hints. React matches the links with the inline styles (same resource
 * key, so nothing is loaded twice), but its `preload()` only looks for `link[rel=preload]` or `link[rel=stylesheet]`
 * with that address: it preloads each stylesheet the page already has inline, nothing ever uses it, and Chrome
 * warns "preloaded but not used" (five on the way from the home page to the game, twelve on a change of language).
 *
 * A disabled `<link rel="stylesheet">` per inlined address is the "stylesheet link" React's preload looks for; a
 * disabled stylesheet is neither fetched nor applied (HTML: the `disabled` attribute), so the inline styles stay
 * the only copy. Stylesheets the page does not have yet are preloaded and linked as before.
 */
export function markInlinedStylesheets(doc: Document): void {
  const present = new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]'), (link) => link.getAttribute('href')));
  for (const style of Array.from(doc.querySelectorAll<HTMLStyleElement>('style[data-precedence][data-href]'))) {
    for (const href of (style.dataset.href ?? '').split(/\s+/)) {
      if (!href || present.has(href)) continue;
      present.add(href);
      const marker = doc.createElement('link');
      marker.rel = 'stylesheet';
      marker.setAttribute('href', href);
      marker.setAttribute('disabled', '');
      marker.dataset.inlined = '';
      doc.head.appendChild(marker);
    }
  }
}

/** What comes before any navigation the visitor starts: a press of a pointer or a key. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * `markInlinedStylesheets` in the first quiet moment, or at the visitor's first press if that comes sooner (a click
 * can navigate; the marks must be there before the router's preloads). Not with hydration's effects: a dozen
 * elements added to the head of a full page were 30-40 ms of the task after hydration at a mid-range phone's speed.
 * Returns the cancel function.
 */
export function markInlinedStylesheetsSoon(doc: Document): () => void {
  const win = doc.defaultView;
  const cancel = () => {
    cancelIdle();
    for (const type of FIRST_INPUT) win?.removeEventListener(type, markNow, true);
  };
  const markNow = () => {
    cancel();
    markInlinedStylesheets(doc);
  };
  const cancelIdle = whenIdle(markNow);
  for (const type of FIRST_INPUT) win?.addEventListener(type, markNow, true);
  return cancel;
}
