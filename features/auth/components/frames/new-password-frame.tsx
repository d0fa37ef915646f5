'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { NEW_PASSWORD_MIN_LENGTH } from '@/contract/schemas/accounts';
import { homeOf } from '@/lib/routing/modal-close-address';
import { describeFormFailure } from '../../api/form-failure';
import { useResetPassword } from '../../api/use-reset-password';
import { newPasswordFormSchema, type NewPasswordFormValues } from '../../forms/form-schemas';
import { useAuthEmail, useAuthModalActions, useResetToken } from '../../store/auth-modal-provider';
import { FormAlert } from '../form/form-alert';
import { applyFieldFailures, useFieldErrorText } from '../form/form-errors';
import { TextField } from '@/components/form/fields';
import styles from './frames.module.css';

const FIELDS = ['email', 'password', 'password_confirmation', 'token'] as const;
/**
 * New password (from /password/reset/{auth}?email=): POST password/reset/, then POST /login with the new password,
 * then home with the modal showing the result (spec: "auto login, go home, open the login modal"). A link that no
 * longer works never gets here when it opens (the page checks it first); one that expires while the form is open
 * is refused on `token`, shown with a way to a new link.
 */
export function NewPasswordFrame() {
  const t = useTranslations('auth.newPassword');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useFieldErrorText();
  const email = useAuthEmail();
  const token = useResetToken();
  const { passwordChanged, resetLinkRequested } = useAuthModalActions();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { email, password: '', password_confirmation: '' },
  });
  useEffect(() => setFocus(email ? 'password' : 'email'), [setFocus, email]);

  const submit = (values: NewPasswordFormValues) =>
    reset.mutate(
      { ...values, token: token ?? '' },
      {
        onSuccess: ({ loggedIn }) => {
          // The password is changed either way; without the login, the login frame (address filled in) says so.
          passwordChanged({ loggedIn });
          router.replace(homeOf(locale));
        },
        onError: (error) => applyFieldFailures(describeFormFailure(error, FIELDS, 'email'), setError, ['email', 'password', 'password_confirmation']),
      },
    );
  const failure = reset.error ? describeFormFailure(reset.error, FIELDS, 'email') : null;
  const tokenProblem = failure?.fields.token;

  return (
    <div className={styles.frame}>
      <p className={styles.message}>{t('intro')}</p>
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
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint', { min: NEW_PASSWORD_MIN_LENGTH })}
          registration={register('password')}
          error={errorText(errors.password)}
        />
        <TextField
          label={t('passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          registration={register('password_confirmation')}
          error={errorText(errors.password_confirmation)}
        />
        <FormAlert alert={failure?.alert ?? null} retryAfter={failure?.retryAfter}>
          {tokenProblem ? (tokenProblem.kind === 'server' ? tokenProblem.text : t('tokenInvalid')) : null}
        </FormAlert>
        {tokenProblem ? (
          <button type="button" className={styles.secondary} onClick={() => resetLinkRequested({ email: getValues('email').trim() })}>
            {t('requestNewLink')}
          </button>
        ) : null}
        <button type="submit" className={styles.primary} disabled={reset.isPending}>
          {reset.isPending ? t('submitting') : t('submit')}
        </button>
      </form>
    </div>
  );
}
