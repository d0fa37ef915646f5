'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { loginRequestSchema, type LoginRequest } from '@/contract/schemas/auth';
import { ENTER_EMAIL_ERROR, SERVER_ERROR, useLoginSubmit } from './use-login-submit';
import styles from './frames.module.css';

type Translate = ReturnType<typeof useTranslations<'auth.login'>>;

/** Localised text of a field error: client checks by zod issue code, server errors as the server worded them. */
function errorText(t: Translate, field: keyof LoginRequest, error: FieldError | undefined): string | null {
  if (!error) return null;
  if (error.type === SERVER_ERROR && error.message) return error.message;
  if (error.type === ENTER_EMAIL_ERROR) return t('emailRequired');
  if (error.type === 'too_big') return t('tooLong');
  if (field === 'password') return t('passwordRequired');
  return error.type === 'too_small' ? t('emailRequired') : t('emailInvalid');
}

/** The login frame: e-mail and password, validated with the same rules the server applies. */
export function LoginFrame() {
  const t = useTranslations('auth.login');
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { submit, alert } = useLoginSubmit(setError);

  const fieldProps = (field: keyof LoginRequest) => {
    const message = errorText(t, field, errors[field]);
    const errorId = `${id}-${field}-error`;
    return {
      message,
      errorId,
      inputProps: {
        id: `${id}-${field}`,
        className: styles.input,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? errorId : undefined,
        ...register(field),
      },
    };
  };
  const email = fieldProps('email');
  const password = fieldProps('password');

  return (
    // noValidate: our own (localised) checks replace the browser's bubbles; Enter submits as in any form.
    <form className={styles.frame} noValidate onSubmit={handleSubmit(submit)}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={email.inputProps.id}>
          {t('email')}
        </label>
        <input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...email.inputProps} />
        {email.message ? (
          <p id={email.errorId} className={styles.error}>
            {email.message}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={password.inputProps.id}>
          {t('password')}
        </label>
        <input type="password" autoComplete="current-password" {...password.inputProps} />
        {password.message ? (
          <p id={password.errorId} className={styles.error}>
            {password.message}
          </p>
        ) : null}
      </div>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {t(alert)}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
