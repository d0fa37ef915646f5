'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describeLoginFailure } from '../../api/login-failure';
import { useLogin } from '../../api/use-login';
import { loginFormSchema, type LoginFormValues } from '../../forms/form-schemas';
import { useAuthEmail, useAuthModalActions } from '../../store/auth-modal-provider';
import { FormAlert } from '../form/form-alert';
import { applyFieldFailures, useFieldErrorText } from '../form/form-errors';
import { TextField } from '@/components/form/fields';
import { FrameNotice } from './frame-notice';
import { OAuthButtons } from './oauth-buttons';
import styles from './frames.module.css';

/**
 * The login frame: e-mail and password (Enter submits), links to recovery and registration, social sign-in. A
 * success opens the session and shows the logged-in frame; failures land under their field or in the alert, and
 * the typed values are never reset.
 */
export function LoginFrame() {
  const t = useTranslations('auth.login');
  const errorText = useFieldErrorText();
  const email = useAuthEmail();
  const { forgotPasswordChosen, registerChosen, loggedIn } = useAuthModalActions();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email, password: '' } });
  const submit = (values: LoginFormValues) =>
    login.mutate(values, {
      onSuccess: () => loggedIn({}),
      onError: (error) => applyFieldFailures(describeLoginFailure(error), setError, ['email', 'password']),
    });
  const failure = login.error ? describeLoginFailure(login.error) : null;
  // The frame replaces another one (or opens the dialog): put focus where typing starts.
  useEffect(() => setFocus(email ? 'password' : 'email'), [setFocus, email]);

  return (
    <div className={styles.frame}>
      <FrameNotice kinds={['oauth-cancelled', 'oauth-failed', 'password-changed-login-failed']} />
      {/* noValidate: our own (localised) checks replace the browser's bubbles; Enter submits as in any form. */}
      <form className={styles.frame} noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          registration={register('email')}
          error={errorText(errors.email)}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errorText(errors.password)}
        />
        <FormAlert alert={failure?.alert ?? null} retryAfter={failure?.retryAfter} />
        <button type="submit" className={styles.primary} disabled={login.isPending}>
          {login.isPending ? t('submitting') : t('submit')}
        </button>
      </form>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => forgotPasswordChosen({ email: getValues('email').trim() })}>
          {t('forgotPassword')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => registerChosen({})}>
          {t('register')}
        </button>
      </div>
      <OAuthButtons />
    </div>
  );
}
