'use client';
import { useTranslations } from 'next-intl';
import { useExpertLogout } from '../../api/use-expert-logout';
import styles from './expert-games.module.css';

/** POST auth/logout with the expert session, then the expert login page (a full load: the guard sees no cookie). */
export function ExpertLogoutButton({ loginHref }: { loginHref: string }) {
  const t = useTranslations('expertAccount.games');
  const logout = useExpertLogout();
  // From the click until the login page replaces this one.
  const leaving = logout.isPending || logout.isSuccess;
  return (
    <button
      type="button"
      className={styles.logout}
      disabled={leaving}
      onClick={() => logout.mutate(undefined, { onSuccess: () => window.location.assign(loginHref) })}
    >
      {leaving ? t('loggingOut') : t('logOut')}
    </button>
  );
}
