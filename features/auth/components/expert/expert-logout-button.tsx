'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { endpoints } from '@/contract/endpoints';
import { getBrowserApi } from '@/lib/api/browser-api';
import { clearSession } from '@/lib/session/session-cookies';
import { endingSessionOnPurpose } from '@/lib/session/session-expired';
import styles from './expert-games.module.css';

/** POST auth/logout with the expert session, then the expert login page (a full load: the guard sees no cookie). */
export function ExpertLogoutButton({ loginHref }: { loginHref: string }) {
  const t = useTranslations('expertAccount.games');
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    // Sockets of the session are ended by the server at once: that is the logout, not an expired session.
    endingSessionOnPurpose('expert');
    try {
      await getBrowserApi('expert').request(endpoints.iam.logout());
    } catch {
      // Logging out means the local session ends, whatever the server says.
    }
    clearSession('expert');
    window.location.assign(loginHref);
  };
  return (
    <button type="button" className={styles.logout} disabled={leaving} onClick={() => void logout()}>
      {leaving ? t('loggingOut') : t('logOut')}
    </button>
  );
}
