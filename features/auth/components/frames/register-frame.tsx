'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { NEW_PASSWORD_MIN_LENGTH } from '@/contract/schemas/accounts';
import { documentLink } from '@/components/ui/document-link';
import { getBrowserConfig } from '@/lib/config/public-config';
import type { Locale } from '@/lib/i18n/routing';
import { describeFormFailure, isDuplicateEmailMessage } from '../../api/form-failure';
import { siteOfPath } from '../../api/site';
import { useRegisterPlayer } from '../../api/use-register-player';
import { registerFormSchema, type RegisterFormValues } from '../../forms/form-schemas';
import { useAuthEmail, useAuthModalActions } from '../../store/auth-modal-provider';
import { FormAlert } from '../form/form-alert';
import { applyFieldFailures, SERVER_ERROR, useFieldErrorText } from '../form/form-errors';
import { TextField } from '@/components/form/fields';
import { OAuthButtons } from './oauth-buttons';
import styles from './frames.module.css';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

/**
 * Registration (POST /players). Success shows the e-mail-sent frame. A taken e-mail shows the server's message
 * with a button that opens recovery for that address.
 */
export function RegisterFrame() {
  const t = useTranslations('auth.register');
  const locale = useLocale() as Locale;
  // The modal is rendered in the browser only; the documents are the footer's (lib/config/documents.ts).
  const documents = getBrowserConfig().documents[locale];
  const errorText = useFieldErrorText();
  const consentErrorId = useId();
  const email = useAuthEmail();
  const { registered, loginChosen, resetLinkRequested } = useAuthModalActions();
  const signUp = useRegisterPlayer();
  const pathname = usePathname();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email, password: '', password_confirmation: '', consent: false },
  });
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = (values: RegisterFormValues) =>
    signUp.mutate(
      { ...values, site: siteOfPath(pathname) },
      {
        onSuccess: (reply) => registered({ email: reply.email }),
        onError: (error) => applyFieldFailures(describeFormFailure(error, FIELDS), setError, FIELDS),
      },
    );
  const failure = signUp.error ? describeFormFailure(signUp.error, FIELDS) : null;

  const duplicate = errors.email?.type === SERVER_ERROR && isDuplicateEmailMessage(errors.email.message ?? '');
  const consentError = errorText(errors.consent);

  return (
    <div className={styles.frame}>
      <form className={styles.frame} noValidate onSubmit={handleSubmit(submit)}>
        <TextField label={t('name')} autoComplete="name" registration={register('name')} error={errorText(errors.name)} />
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
        {duplicate ? (
          <button type="button" className={`${styles.linkButton} ${styles.inline}`} onClick={() => resetLinkRequested({ email: getValues('email').trim() })}>
            {t('resetForThisEmail')}
          </button>
        ) : null}
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
        <div>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? consentErrorId : undefined}
              {...register('consent')}
            />
            <span>{t.rich('consent', { terms: documentLink(documents.terms), privacy: documentLink(documents.privacy) })}</span>
          </label>
          {consentError ? (
            <p id={consentErrorId} className={styles.error}>
              {consentError}
            </p>
          ) : null}
        </div>
        <FormAlert alert={failure?.alert ?? null} retryAfter={failure?.retryAfter} />
        <button type="submit" className={styles.primary} disabled={signUp.isPending}>
          {signUp.isPending ? t('submitting') : t('submit')}
        </button>
      </form>
      <p className={styles.message}>
        {t('haveAccount')}{' '}
        <button type="button" className={`${styles.linkButton} ${styles.inline}`} onClick={() => loginChosen({ email: getValues('email').trim() })}>
          {t('logIn')}
        </button>
      </p>
      <OAuthButtons />
    </div>
  );
}
