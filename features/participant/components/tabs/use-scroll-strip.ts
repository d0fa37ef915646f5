'use client';
import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** Room left beside a tab scrolled into view: the width of the strip's edge fade (tabs.module.css). */
const EDGE_PX = 40;

/**
 * How far a strip must scroll sideways so that the item is wholly visible and clear of the edge fades: 0 when it
 * already is. An item near an end the strip cannot scroll past asks for a little more than there is, and the
 * browser stops at the end (where there is no fade). Works on screen rectangles, so it does not depend on which
 * element positions the item.
 */
export function scrollNeededToShow(strip: { left: number; right: number }, item: { left: number; right: number }): number {
  if (item.left < strip.left + EDGE_PX) return item.left - strip.left - EDGE_PX;
  if (item.right > strip.right - EDGE_PX) return item.right - strip.right + EDGE_PX;
  return 0;
}

/**
 * Marks on a sideways-scrolling strip which ends have more content beyond them (`data-more-start`,
 * `data-more-end`), for the CSS fade that tells a phone user there are more tabs. Written to the element itself:
 * scrolling renders nothing.
 */
function markOverflow(strip: HTMLElement) {
  const hiddenEnd = strip.scrollWidth - strip.clientWidth - strip.scrollLeft;
  strip.toggleAttribute('data-more-start', strip.scrollLeft > 1);
  strip.toggleAttribute('data-more-end', hiddenEnd > 1);
}

/**
 * A tab strip narrower than its tabs (phones): the selected tab is always scrolled into the strip's view (on load
 * it may be the fifth, and the header menu can select one), and the strip's ends fade where more tabs hide.
 */
export function useScrollStrip(stripRef: RefObject<HTMLElement | null>, selectedKey: string) {
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const selected = strip?.querySelector('[aria-selected="true"]');
    if (!strip || !selected) return;
    const delta = scrollNeededToShow(strip.getBoundingClientRect(), selected.getBoundingClientRect());
    if (delta !== 0) strip.scrollLeft += delta;
    markOverflow(strip);
  }, [selectedKey, stripRef]);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const update = () => markOverflow(strip);
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [stripRef]);
}
