'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { getBrowserApi } from '@/lib/api/browser-api';
import { fetchExpert } from '../../api/expert';
import { useRunOnce } from '../landing/use-run-once';

/**
 * The server could not use the expert's access token (expired: a server render cannot refresh). The browser's
 * client refreshes it and the page renders again; a session that cannot be refreshed ends with the app's
 * "please log in again" dialog, which links to the expert login.
 */
export function ExpertSessionCheck() {
  const t = useTranslations('expertAccount.games');
  const router = useRouter();
  useRunOnce(() => {
    fetchExpert(getBrowserApi('expert')).then(
      () => router.refresh(),
      () => undefined,
    );
  });
  return <p role="status">{t('checkingSession')}</p>;
}
