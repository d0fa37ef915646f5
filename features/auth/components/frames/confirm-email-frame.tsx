'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { resendConfirmation } from '../../api/accounts';
import { describeFormFailure, type FormFailureView } from '../../api/form-failure';
import { playerApi } from '../../api/player-api';
import { siteOfPath } from '../../api/site';
import { emailFormSchema, type EmailFormValues } from '../../forms/form-schemas';
import { useAuthEmail, useAuthModalActions } from '../../store/auth-modal-provider';
import { FormAlert } from '../form/form-alert';
import { applyFieldFailures, useFieldErrorText } from '../form/form-errors';
import { FormField } from '../form/form-field';
import { FrameNotice } from './frame-notice';
import styles from './frames.module.css';

/**
 * A new confirmation letter (POST players/email/resend): shown when a confirmation link was invalid, expired or
 * used, and from the profile menu of an unconfirmed account.
 */
export function ConfirmEmailFrame() {
  const t = useTranslations('auth.confirmEmail');
  const errorText = useFieldErrorText();
  const pathname = usePathname();
  const email = useAuthEmail();
  const { confirmationResent, loginChosen } = useAuthModalActions();
  const [failure, setFailure] = useState<FormFailureView<'email'> | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<EmailFormValues>({ resolver: zodResolver(emailFormSchema), defaultValues: { email } });
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = async (values: EmailFormValues) => {
    setFailure(null);
    try {
      await resendConfirmation(playerApi, values.email, siteOfPath(pathname));
      confirmationResent(values.email);
    } catch (error) {
      const view = describeFormFailure(error, ['email'], 'email');
      setFailure(view);
      applyFieldFailures(view, setError, ['email']);
    }
  };

  return (
    <div className={styles.frame}>
      <FrameNotice kinds={['confirm-link-invalid']} />
      <p className={styles.message}>{t('intro')}</p>
      <form className={styles.frame} noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          registration={register('email')}
          error={errorText(errors.email)}
        />
        <FormAlert alert={failure?.alert ?? null} retryAfter={failure?.retryAfter} />
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </form>
      <button type="button" className={styles.linkButton} onClick={() => loginChosen(getValues('email').trim())}>
        {t('logIn')}
      </button>
    </div>
  );
}
