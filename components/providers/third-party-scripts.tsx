'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { getBrowserConfig } from '@/lib/config/public-config';
import { whenIdle } from '@/lib/scheduling/when-idle';

// The scripts' loaders come only where one is configured (import()): they are not part of every page's first load.
const loaders = () => import('@/lib/third-party/third-party-scripts');

/**
 * Analytics and the social network's API, on every page, only when configured (docs/third-party-scripts.md): after
 * the page is interactive, when the browser is idle. Client navigations are page views of their own.
 */
export function ThirdPartyScripts() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const { analytics, socialApi } = getBrowserConfig().thirdParty;
    if (!analytics && !socialApi) return;
    return whenIdle(
      () =>
        void loaders().then(({ startAnalytics, startSocialApi }) => {
          if (analytics) startAnalytics(analytics);
          if (socialApi) startSocialApi(socialApi);
        }),
    );
  }, []);

  useEffect(() => {
    const { analytics } = getBrowserConfig().thirdParty;
    const here = location.href;
    // The first address is the page load's own view (reported when the counter starts).
    if (analytics && previous.current !== null && previous.current !== here) {
      const referer = previous.current;
      void loaders().then(({ hitPage }) => hitPage(analytics.counterId, here, referer));
    }
    previous.current = here;
  }, [pathname]);

  return null;
}
