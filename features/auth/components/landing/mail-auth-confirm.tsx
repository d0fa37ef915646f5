'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { isApiFailure } from '@/lib/api/api-failure';
import { homeOf } from '@/lib/routing/modal-close-address';
import { useConfirmEmail } from '../../api/use-confirm-email';
import { useAuthModalActions } from '../../store/auth-modal-provider';
import { useRunOnce } from './use-run-once';
import styles from './page-notice.module.css';

/** The server could not be reached (or failed): the code was not looked at, so trying again is safe. */
const isUnavailable = (error: unknown) => isApiFailure(error) && (error.kind === 'network' || error.status >= 500);

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
  const { emailConfirmed, confirmationFailed } = useAuthModalActions();
  const confirmation = useConfirmEmail();

  const confirm = () =>
    confirmation.mutate(code, {
      onSuccess: () => {
        emailConfirmed({});
        router.replace(afterConfirm?.() ?? homeOf(locale));
      },
      onError: (error) => {
        if (!isUnavailable(error)) confirmationFailed({});
      },
    });
  useRunOnce(confirm);

  if (confirmation.isIdle || confirmation.isPending) {
    return (
      <p role="status" className={styles.notice}>
        {t('confirming')}
      </p>
    );
  }
  if (isUnavailable(confirmation.error)) {
    return (
      <div role="alert" className={styles.notice}>
        <span>{t('confirmUnavailable')}</span>
        <button type="button" className={styles.action} onClick={confirm}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  return null;
}
