'use client';
import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { isPlainClick } from '@/lib/routing/plain-click';

/**
 * A link inside the app, followed by the App Router on a plain click (no page load), for links that never
 * prefetch. next/link with `prefetch={false}` does the same and also brings its prefetching, link-status and URL
 * helpers into every page's first load (about 3 kB compressed): the header's logo and the catalogue's cards use
 * this instead. New-tab and download clicks, other targets, other origins and a click handled already (`onClick`
 * called `preventDefault`) are left to the browser.
 */
export function AppLink({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const { target } = event.currentTarget;
    if (event.defaultPrevented || !isPlainClick(event)) return;
    if ((target && target !== '_self') || event.currentTarget.hasAttribute('download')) return;
    if (new URL(event.currentTarget.href, location.href).origin !== location.origin) return;
    event.preventDefault();
    router.push(href);
  };
  return <a href={href} onClick={follow} {...props} />;
}
