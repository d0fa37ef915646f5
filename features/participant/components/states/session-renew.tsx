'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { endpoints } from '@/contract/endpoints';
import { participantBrowserApi } from '../../api/browser-participant-api';

/**
 * The server saw an expired access token (they last an hour; a game lasts 90 minutes) but the browser still has a
 * refresh token: one authenticated call refreshes the session, then the page renders again. If the refresh fails
 * the API client ends the session ("please log in again") and the login prompt stays.
 */
export function SessionRenew({ children }: { children: ReactNode }) {
  const t = useTranslations('participant.states');
  const router = useRouter();
  const [state, setState] = useState<'renewing' | 'failed'>('renewing');
  useEffect(() => {
    let live = true;
    participantBrowserApi
      .request(endpoints.base.me())
      .then(() => live && router.refresh())
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [router]);
  if (state === 'renewing') return <p role="status">{t('renewing')}</p>;
  return <>{children}</>;
}
