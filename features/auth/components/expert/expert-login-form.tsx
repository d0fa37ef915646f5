'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useRouter } from '@/lib/i18n/navigation';
import { describeLoginFailure } from '../../api/login-failure';
import { useExpertLogin } from '../../api/use-expert-login';
import { loginFormSchema, type LoginFormValues } from '../../forms/form-schemas';
import { FormAlert } from '../form/form-alert';
import { applyFieldFailures, useFieldErrorText } from '../form/form-errors';
import { TextField } from '@/components/form/fields';
import styles from '../frames/frames.module.css';

/**
 * The expert login (/expert/login): POST auth/login on the identity family, then GET users/me, into the expert
 * session cookies (separate from the player's). Success opens /expert. Enter submits; errors as for players.
 */
export function ExpertLoginForm() {
  const t = useTranslations('expertAccount.login');
  const errorText = useFieldErrorText();
  const router = useRouter();
  const login = useExpertLogin();
  /** Stays on while /expert loads, so the button does not come back for a second submit. */
  const busy = login.isPending || login.isSuccess;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = (values: LoginFormValues) =>
    login.mutate(values, {
      onSuccess: () => {
        router.replace('/expert');
        router.refresh();
      },
      onError: (error) => applyFieldFailures(describeLoginFailure(error), setError, ['email', 'password']),
    });
  const failure = login.error ? describeLoginFailure(login.error) : null;

  return (
    <form className={styles.frame} noValidate onSubmit={handleSubmit(submit)}>
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        registration={register('email')}
        error={errorText(errors.email)}
      />
      <TextField label={t('password')} type="password" autoComplete="current-password" registration={register('password')} error={errorText(errors.password)} />
      <FormAlert alert={failure?.alert ?? null} retryAfter={failure?.retryAfter} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
