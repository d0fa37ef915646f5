'use client';
import { useTranslations } from 'next-intl';
import { useAuthNotice } from '../../store/auth-modal-provider';
import type { AuthNotice } from '../../types';
import styles from './frames.module.css';

const providerNames: Record<string, string> = { google: 'Google', vkontakte: 'VK' };

/** The text of a notice (which frames show which is decided by the frame). */
export function useNoticeText() {
  const t = useTranslations('auth.notices');
  return (notice: AuthNotice): string => {
    switch (notice.kind) {
      case 'email-confirmed':
        return t('emailConfirmed');
      case 'password-changed':
        return t('passwordChanged');
      case 'password-changed-login-failed':
        return t('passwordChangedLogIn');
      case 'confirm-link-invalid':
        return t('confirmLinkInvalid');
      case 'reset-link-invalid':
        return t('resetLinkInvalid');
      case 'oauth-cancelled':
        return t('oauthCancelled', { provider: providerNames[notice.provider] ?? notice.provider });
      case 'oauth-failed':
        return t('oauthFailed', { provider: providerNames[notice.provider] ?? notice.provider });
    }
  };
}

/**
 * The notice on top of a frame. Problems are alerts (announced at once); good news (password changed) is a status.
 */
export function FrameNotice({ kinds }: { kinds: readonly AuthNotice['kind'][] }) {
  const notice = useAuthNotice();
  const text = useNoticeText();
  if (!notice || !kinds.includes(notice.kind)) return null;
  const isProblem = notice.kind !== 'password-changed' && notice.kind !== 'email-confirmed';
  return (
    <p role={isProblem ? 'alert' : 'status'} className={isProblem ? styles.alert : styles.notice}>
      {text(notice)}
    </p>
  );
}
