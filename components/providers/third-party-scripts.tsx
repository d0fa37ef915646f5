'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { getBrowserConfig } from '@/lib/config/public-config';
import { hitPage, startAnalytics, startSocialApi, whenIdle } from '@/lib/third-party/third-party-scripts';

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
    return whenIdle(() => {
      if (analytics) startAnalytics(analytics);
      if (socialApi) startSocialApi(socialApi);
    });
  }, []);

  useEffect(() => {
    const { analytics } = getBrowserConfig().thirdParty;
    const here = location.href;
    // The first address is the page load's own view (reported when the counter starts).
    if (analytics && previous.current !== null && previous.current !== here) hitPage(analytics.counterId, here, previous.current);
    previous.current = here;
  }, [pathname]);

  return null;
}
