import { z } from 'zod/mini';
import { NEW_PASSWORD_MIN_LENGTH } from '@/contract/schemas/accounts';
import { userTextChecks } from '@/contract/user-text';

/**
 * Client checks of the auth forms: the server's rules (contract/schemas), with each message a key of `auth.form`,
 * so the browser refuses bad input in the visitor's language before anything is sent.
 */
const formMessageKeys = [
  'characters',
  'consentRequired',
  'emailInvalid',
  'emailRequired',
  'nameRequired',
  'passwordMismatch',
  'passwordRequired',
  'passwordTooShort',
  'tooLong',
] as const;
export type FormMessageKey = (typeof formMessageKeys)[number];
export const isFormMessageKey = (value: unknown): value is FormMessageKey => (formMessageKeys as readonly unknown[]).includes(value);

const MAX = 255;

const emailInput = z.string().check(z.trim(), z.minLength(1, 'emailRequired'), z.maxLength(MAX, 'tooLong'), z.email('emailInvalid'));
const nameInput = z.string().check(z.trim(), z.minLength(1, 'nameRequired'), z.maxLength(MAX, 'tooLong'), ...userTextChecks('single-line', 'characters'));
/** The password of a login: whatever it is (old accounts may have short ones). */
const currentPassword = z.string().check(z.minLength(1, 'passwordRequired'), z.maxLength(MAX, 'tooLong'));
/** A password being chosen: Laravel's min:8. */
const newPassword = z.string().check(z.minLength(1, 'passwordRequired'), z.minLength(NEW_PASSWORD_MIN_LENGTH, 'passwordTooShort'), z.maxLength(MAX, 'tooLong'));

/** Mismatch is reported under the confirmation field, where the visitor typed it; it runs even when others fail. */
const confirmed = <T extends { password: string; password_confirmation: string }>() =>
  z.refine<T>((v) => v.password === v.password_confirmation, {
    message: 'passwordMismatch',
    path: ['password_confirmation'],
    when: () => true,
  });

export const loginFormSchema = z.object({ email: emailInput, password: currentPassword });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    name: nameInput,
    email: emailInput,
    password: newPassword,
    password_confirmation: z.string().check(z.maxLength(MAX, 'tooLong')),
    consent: z.boolean().check(z.refine((accepted) => accepted, 'consentRequired')),
  })
  .check(confirmed());
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const emailFormSchema = z.object({ email: emailInput });
export type EmailFormValues = z.infer<typeof emailFormSchema>;

export const newPasswordFormSchema = z
  .object({ email: emailInput, password: newPassword, password_confirmation: z.string().check(z.maxLength(MAX, 'tooLong')) })
  .check(confirmed());
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
