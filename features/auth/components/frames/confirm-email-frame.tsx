'use client';
import { useTranslations } from 'next-intl';
import { useResendConfirmation } from '../../api/use-resend-confirmation';
import { useAuthModalActions } from '../../store/auth-modal-provider';
import { EmailLetterForm } from './email-letter-form';
import { FrameNotice } from './frame-notice';

/**
 * A new confirmation letter (POST players/email/resend): shown when a confirmation link was invalid, expired or
 * used, and from the profile menu of an unconfirmed account.
 */
export function ConfirmEmailFrame() {
  const t = useTranslations('auth.confirmEmail');
  const { confirmationResent } = useAuthModalActions();
  const send = useResendConfirmation();
  return (
    <EmailLetterForm
      texts={{ intro: t('intro'), email: t('email'), submit: t('submit'), submitting: t('submitting'), back: t('logIn') }}
      send={send}
      onSent={(email) => confirmationResent({ email })}
      notice={<FrameNotice kinds={['confirm-link-invalid']} />}
    />
  );
}
