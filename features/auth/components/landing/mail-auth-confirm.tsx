'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { isApiFailure } from '@/lib/api/api-failure';
import { homeOf } from '@/lib/routing/modal-close-address';
import { confirmEmail } from '../../api/session-links';
import { usePlayerSession } from '../../session/use-player-session';
import { useAuthModalActions } from '../../store/auth-modal-provider';
import { useRunOnce } from './use-run-once';
import styles from './page-notice.module.css';

type Phase = 'confirming' | 'unavailable' | 'done';

/**
 * /mail-auth/{code}: GET players/email/confirm/{code}, the token becomes the session, the logged-in frame opens
 * and the address goes home (a reload must not spend the used code again). An invalid, expired or used code opens
 * the frame that sends a new letter; an unreachable server offers to try again. `afterConfirm` may name another
 * address to go to once signed in (the page composes it: e.g. a game registration that waited for the account).
 */
export function MailAuthConfirm({ code, afterConfirm }: { code: string; afterConfirm?: () => string | null }) {
  const t = useTranslations('auth.landing');
  const locale = useLocale();
  const router = useRouter();
  const session = usePlayerSession();
  const { emailConfirmed, confirmationFailed } = useAuthModalActions();
  const [phase, setPhase] = useState<Phase>('confirming');

  const confirm = async () => {
    setPhase('confirming');
    try {
      await session.opened(await confirmEmail(code));
    } catch (error) {
      if (isApiFailure(error) && (error.kind === 'network' || error.status >= 500)) {
        setPhase('unavailable');
        return;
      }
      setPhase('done');
      confirmationFailed();
      return;
    }
    setPhase('done');
    emailConfirmed();
    router.replace(afterConfirm?.() ?? homeOf(locale));
  };
  useRunOnce(() => void confirm());

  if (phase === 'confirming') {
    return (
      <p role="status" className={styles.notice}>
        {t('confirming')}
      </p>
    );
  }
  if (phase === 'unavailable') {
    return (
      <div role="alert" className={styles.notice}>
        <span>{t('confirmUnavailable')}</span>
        <button type="button" className={styles.action} onClick={() => void confirm()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  return null;
}
