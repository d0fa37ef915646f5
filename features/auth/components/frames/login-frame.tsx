'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { loginFormSchema, type LoginFormValues } from '../../forms/form-schemas';
import { useAuthEmail, useAuthModalActions } from '../../store/auth-modal-provider';
import { FormAlert } from '../form/form-alert';
import { useFieldErrorText } from '../form/form-errors';
import { FormField } from '../form/form-field';
import { FrameNotice } from './frame-notice';
import { OAuthButtons } from './oauth-buttons';
import { useLoginSubmit } from './use-login-submit';
import styles from './frames.module.css';

/** The login frame: e-mail and password (Enter submits), links to recovery and registration, social sign-in. */
export function LoginFrame() {
  const t = useTranslations('auth.login');
  const errorText = useFieldErrorText();
  const email = useAuthEmail();
  const { forgotPasswordChosen, registerChosen } = useAuthModalActions();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email, password: '' } });
  const { submit, failure } = useLoginSubmit(setError);
  // The frame replaces another one (or opens the dialog): put focus where typing starts.
  useEffect(() => setFocus(email ? 'password' : 'email'), [setFocus, email]);

  return (
    <div className={styles.frame}>
      <FrameNotice kinds={['oauth-cancelled', 'oauth-failed', 'password-changed-login-failed']} />
      {/* noValidate: our own (localised) checks replace the browser's bubbles; Enter submits as in any form. */}
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
        <FormField label={t('password')} type="password" autoComplete="current-password" registration={register('password')} error={errorText(errors.password)} />
        <FormAlert alert={failure?.alert ?? null} retryAfter={failure?.retryAfter} />
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </form>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => forgotPasswordChosen(getValues('email').trim())}>
          {t('forgotPassword')}
        </button>
        <button type="button" className={styles.linkButton} onClick={registerChosen}>
          {t('register')}
        </button>
      </div>
      <OAuthButtons />
    </div>
  );
}
