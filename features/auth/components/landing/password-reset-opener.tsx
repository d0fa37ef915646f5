'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useResetLinkCheck } from '../../api/use-reset-link-check';
import { useAuthModalActions } from '../../store/auth-modal-provider';
import styles from './page-notice.module.css';

/**
 * /password/reset/{auth}?email=: asks whether the link still works (without spending it), then opens the auth
 * modal: the new-password frame with the link's token and e-mail, or, for a used, expired or replaced link, the
 * recovery frame saying so with the e-mail filled in (as /mail-auth does for a confirmation link). When the check
 * cannot be made (server unreachable) the form opens anyway: the reset call checks the token again.
 */
export function PasswordResetOpener({ token, email }: { token: string; email: string }) {
  const t = useTranslations('auth.landing');
  const { newPasswordRequested, resetLinkInvalid } = useAuthModalActions();
  const check = useResetLinkCheck(token, email);
  const opened = useRef(false);
  const outcome = check.data ?? (check.isError ? 'unknown' : null);
  useEffect(() => {
    if (outcome === null || opened.current) return;
    opened.current = true;
    if (outcome === 'invalid') resetLinkInvalid({ email });
    else newPasswordRequested({ token, email });
  }, [outcome, token, email, newPasswordRequested, resetLinkInvalid]);

  if (outcome !== null) return null;
  return (
    <p role="status" className={styles.notice}>
      {t('checkingResetLink')}
    </p>
  );
}
