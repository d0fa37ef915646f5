'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { partyApi } from '../api/party-api';
import { fetchMyPrivateGames } from '../api/fetch-party';

/**
 * The server could not use the visitor's access token (expired: a server render cannot refresh it). The browser's
 * client refreshes it on this call and the page renders again; a session that cannot be refreshed ends with the
 * app's "please log in again" dialog.
 */
export function SessionRenewal() {
  const t = useTranslations('privateGames');
  const router = useRouter();
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    fetchMyPrivateGames(partyApi).then(
      () => router.refresh(),
      () => undefined,
    );
  }, [router]);
  return <p role="status">{t('checkingSession')}</p>;
}
