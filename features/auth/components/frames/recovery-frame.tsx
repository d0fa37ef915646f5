'use client';
import { useTranslations } from 'next-intl';
import { requestPasswordReset } from '../../api/accounts';
import { playerApi } from '../../api/player-api';
import { useAuthModalActions } from '../../store/auth-modal-provider';
import { EmailLetterForm } from './email-letter-form';

/** Recovery (POST password/email with is_live, or is_party on the private-games pages): success -> e-mail sent. */
export function RecoveryFrame() {
  const t = useTranslations('auth.recovery');
  const { recoverySent } = useAuthModalActions();
  return (
    <EmailLetterForm
      texts={{ intro: t('intro'), email: t('email'), submit: t('submit'), submitting: t('submitting'), back: t('backToLogin') }}
      send={(email, site) => requestPasswordReset(playerApi, email, site)}
      onSent={recoverySent}
    />
  );
}
