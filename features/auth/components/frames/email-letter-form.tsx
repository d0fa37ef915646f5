'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describeFormFailure } from '../../api/form-failure';
import { siteOfPath, type Site } from '../../api/site';
import { emailFormSchema, type EmailFormValues } from '../../forms/form-schemas';
import { useAuthEmail, useAuthModalActions } from '../../store/auth-modal-provider';
import { FormAlert } from '../form/form-alert';
import { applyFieldFailures, useFieldErrorText } from '../form/form-errors';
import { TextField } from '@/components/form/fields';
import styles from './frames.module.css';

export interface EmailLetterTexts {
  intro: string;
  email: string;
  submit: string;
  submitting: string;
  back: string;
}

/** A letter asked for: the address and the site that asks (the private-games pages are the party site). */
export type LetterMutation = UseMutationResult<unknown, Error, { email: string; site: Site }>;

/**
 * "Send me a letter" forms (password recovery, a new confirmation link): one e-mail field pre-filled from the
 * modal, server errors under the field or in the alert, the typed address kept on failure and carried back to
 * the login frame. The frame passes its write's mutation (`send`); its pending and error states are the form's.
 */
export function EmailLetterForm({
  texts,
  send,
  onSent,
  notice,
}: {
  texts: EmailLetterTexts;
  send: LetterMutation;
  onSent: (email: string) => void;
  notice?: ReactNode;
}) {
  const errorText = useFieldErrorText();
  const pathname = usePathname();
  const email = useAuthEmail();
  const { loginChosen } = useAuthModalActions();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<EmailFormValues>({ resolver: zodResolver(emailFormSchema), defaultValues: { email } });
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = (values: EmailFormValues) =>
    send.mutate(
      { email: values.email, site: siteOfPath(pathname) },
      {
        onSuccess: () => onSent(values.email),
        onError: (error) => applyFieldFailures(describeFormFailure(error, ['email'], 'email'), setError, ['email']),
      },
    );
  const failure = send.error ? describeFormFailure(send.error, ['email'], 'email') : null;

  return (
    <div className={styles.frame}>
      {notice}
      <p className={styles.message}>{texts.intro}</p>
      <form className={styles.frame} noValidate onSubmit={handleSubmit(submit)}>
        <TextField
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
        <button type="submit" className={styles.primary} disabled={send.isPending}>
          {send.isPending ? texts.submitting : texts.submit}
        </button>
      </form>
      <button type="button" className={styles.linkButton} onClick={() => loginChosen({ email: getValues('email').trim() })}>
        {texts.back}
      </button>
    </div>
  );
}
