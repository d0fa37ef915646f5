import { z } from 'zod/mini';
import { REGISTRATION_EMAIL_PATTERN } from '@/contract/schemas/registration';
import { partyLimits, type PartyLanguage } from '@/contract/party-settings';
import type { PromoPurchaseRequest } from '@/contract/schemas/party';
import type { Pack } from '../types';
import { isGift, type PurchaseValues } from './purchase-values';

/**
 * The purchase form: react-hook-form validates it with this schema, the server's rules (contract/party-settings.ts,
 * contract/schemas/party.ts) with our own messages: each is a key of `promoShop.errors`, so bad input is refused in
 * the page's language before anything is sent. The server checks the same again (its 422 messages are localised).
 */
const formMessageKeys = ['consentRequired', 'emailInvalid', 'emailRequired', 'packRequired', 'recipientRequired', 'tooLong'] as const;
export type FormMessageKey = (typeof formMessageKeys)[number];
export const isFormMessageKey = (value: unknown): value is FormMessageKey => (formMessageKeys as readonly unknown[]).includes(value);

const email = z
  .string()
  .check(z.trim(), z.minLength(1, 'emailRequired'), z.maxLength(partyLimits.email, 'tooLong'), z.regex(REGISTRATION_EMAIL_PATTERN, 'emailInvalid'));
const validEmail = (value: string) => value.trim().length <= partyLimits.email && REGISTRATION_EMAIL_PATTERN.test(value.trim());

export function purchaseFormSchema(packs: readonly Pack[]) {
  return z
    .object({
      packId: z.string().check(z.refine((id) => packs.some((p) => String(p.id) === id), 'packRequired')),
      email,
      gift: z.boolean(),
      recipientEmail: z.string(),
      recipientName: z.string().check(z.maxLength(partyLimits.recipientName, 'tooLong')),
      message: z.string().check(z.maxLength(partyLimits.message, 'tooLong')),
      consent: z.boolean().check(z.refine((accepted) => accepted, 'consentRequired')),
    })
    .check(
      // Whole-object rules run even when another field failed (`when`), so every message shows at once.
      z.refine((v) => !isGift(v, packs) || v.recipientEmail.trim() !== '', { message: 'recipientRequired', path: ['recipientEmail'], when: () => true }),
      z.refine((v) => !isGift(v, packs) || v.recipientEmail.trim() === '' || validEmail(v.recipientEmail), {
        message: 'emailInvalid',
        path: ['recipientEmail'],
        when: () => true,
      }),
    );
}

/**
 * The body of POST {party}/purchases from values that passed the schema (so consent is given): the recipient's
 * fields only for a gift; never a price (the backend's).
 */
export function toPurchaseRequest(values: PurchaseValues, packs: readonly Pack[], language: PartyLanguage): PromoPurchaseRequest {
  const gift = isGift(values, packs);
  return {
    packId: Number(values.packId),
    language,
    email: values.email.trim(),
    recipientEmail: gift ? values.recipientEmail.trim() : null,
    recipientName: gift ? values.recipientName.trim() || null : null,
    message: gift ? values.message.trim() || null : null,
    consent: true,
  };
}
