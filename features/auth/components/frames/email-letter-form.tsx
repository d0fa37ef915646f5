'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describeFormFailure, type FormFailureView } from '../../api/form-failure';
import { siteOfPath, type Site } from '../../api/site';
import { emailFormSchema, type EmailFormValues } from '../../forms/form-schemas';
import { useAuthEmail, useAuthModalActions } from '../../store/auth-modal-provider';
import { FormAlert } from '../form/form-alert';
import { applyFieldFailures, useFieldErrorText } from '../form/form-errors';
import { FormField } from '../form/form-field';
import styles from './frames.module.css';

export interface EmailLetterTexts {
  intro: string;
  email: string;
  submit: string;
  submitting: string;
  back: string;
}

/**
 * "Send me a letter" forms (password recovery, a new confirmation link): one e-mail field pre-filled from the
 * modal, server errors under the field or in the alert, the typed address kept on failure and carried back to
 * the login frame.
 */
export function EmailLetterForm({
  texts,
  send,
  onSent,
  notice,
}: {
  texts: EmailLetterTexts;
  send: (email: string, site: Site) => Promise<unknown>;
  onSent: (email: string) => void;
  notice?: ReactNode;
}) {
  const errorText = useFieldErrorText();
  const pathname = usePathname();
  const email = useAuthEmail();
  const { loginChosen } = useAuthModalActions();
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
      await send(values.email, siteOfPath(pathname));
      onSent(values.email);
    } catch (error) {
      const view = describeFormFailure(error, ['email'], 'email');
      setFailure(view);
      applyFieldFailures(view, setError, ['email']);
    }
  };

  return (
    <div className={styles.frame}>
      {notice}
      <p className={styles.message}>{texts.intro}</p>
      <form className={styles.frame} noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          label={texts.email}
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
          {isSubmitting ? texts.submitting : texts.submit}
        </button>
      </form>
      <button type="button" className={styles.linkButton} onClick={() => loginChosen(getValues('email').trim())}>
        {texts.back}
      </button>
    </div>
  );
}
