'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getBrowserApi } from '@/lib/api/browser-api';
import { useRouter } from '@/lib/i18n/navigation';
import { clearSession, writeSession } from '@/lib/session/session-cookies';
import { fetchExpert, loginExpert } from '../../api/expert';
import { describeLoginFailure, type LoginFailureView } from '../../api/login-failure';
import { loginFormSchema, type LoginFormValues } from '../../forms/form-schemas';
import { FormAlert } from '../form/form-alert';
import { applyFieldFailures, useFieldErrorText } from '../form/form-errors';
import { FormField } from '../form/form-field';
import styles from '../frames/frames.module.css';

/**
 * The expert login (/expert/login): POST auth/login on the identity family, then GET users/me, into the expert
 * session cookies (separate from the player's). Success opens /expert. Enter submits; errors as for players.
 */
export function ExpertLoginForm() {
  const t = useTranslations('expertAccount.login');
  const errorText = useFieldErrorText();
  const router = useRouter();
  const [failure, setFailure] = useState<LoginFailureView | null>(null);
  /** Stays set while /expert loads, so the button does not come back for a second submit. */
  const [entering, setEntering] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = async (values: LoginFormValues) => {
    setFailure(null);
    const api = getBrowserApi('expert');
    try {
      writeSession('expert', await loginExpert(api, values));
    } catch (error) {
      const view = describeLoginFailure(error);
      setFailure(view);
      applyFieldFailures(view, setError, ['email', 'password']);
      return;
    }
    try {
      await fetchExpert(api);
    } catch (error) {
      // A session that cannot even read its own user is no session: drop it and say so.
      clearSession('expert');
      setFailure(describeLoginFailure(error));
      return;
    }
    setEntering(true);
    router.replace('/expert');
    router.refresh();
  };

  return (
    <form className={styles.frame} noValidate onSubmit={handleSubmit(submit)}>
      <FormField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        registration={register('email')}
        error={errorText(errors.email)}
      />
      <FormField label={t('password')} type="password" autoComplete="current-password" registration={register('password')} error={errorText(errors.password)} />
      <FormAlert alert={failure?.alert ?? null} retryAfter={failure?.retryAfter} />
      <button type="submit" className={styles.primary} disabled={isSubmitting || entering}>
        {isSubmitting || entering ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
