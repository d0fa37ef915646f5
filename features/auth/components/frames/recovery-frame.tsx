'use client';
import { useTranslations } from 'next-intl';
import { useRequestPasswordReset } from '../../api/use-request-password-reset';
import { useAuthModalActions, useAuthNotice } from '../../store/auth-modal-provider';
import { EmailLetterForm } from './email-letter-form';
import { FrameNotice } from './frame-notice';

/**
 * Recovery (POST password/email with is_live, or is_party on the private-games pages): success -> e-mail sent. Also
 * where a used, expired or replaced reset link leads: it says so and asks for a new link for the link's address.
 */
export function RecoveryFrame() {
  const t = useTranslations('auth.recovery');
  const tNew = useTranslations('auth.newPassword');
  const { recoverySent } = useAuthModalActions();
  const send = useRequestPasswordReset();
  const linkInvalid = useAuthNotice()?.kind === 'reset-link-invalid';
  return (
    <EmailLetterForm
      texts={{
        intro: t('intro'),
        email: t('email'),
        submit: linkInvalid ? tNew('requestNewLink') : t('submit'),
        submitting: t('submitting'),
        back: t('backToLogin'),
      }}
      send={send}
      onSent={(email) => recoverySent({ email })}
      notice={<FrameNotice kinds={['reset-link-invalid']} />}
    />
  );
}
