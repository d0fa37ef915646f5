import { z } from 'zod/mini';
import { REGISTRATION_EMAIL_PATTERN, registrationLimits } from '@/contract/schemas/registration';

/**
 * One zod schema per step of the registration form (react-hook-form validates each step with its own), with the
 * server's rules (contract/schemas/registration.ts). Each message is a key of `registration.errors`, so the browser
 * refuses bad input in the visitor's language before anything is sent.
 */
const stepMessageKeys = [
  'agreementRequired',
  'cityRequired',
  'consentRequired',
  'emailInvalid',
  'emailRequired',
  'nameRequired',
  'teamNameRequired',
  'teamRequired',
  'tooLong',
] as const;
export type StepMessageKey = (typeof stepMessageKeys)[number];
export const isStepMessageKey = (value: unknown): value is StepMessageKey => (stepMessageKeys as readonly unknown[]).includes(value);

export const steps = ['data', 'team', 'cost'] as const;
export type Step = (typeof steps)[number];

/** Form values are what the inputs hold (strings and booleans); the request body is built from them (model/request.ts). */
export interface DataValues {
  name: string;
  /** Guests only: a signed-in player's account e-mail is used. */
  email: string;
  /** The chosen city of /cities/all (a select's value), where the city is chosen. */
  cityId: string;
  /** The typed city, where the language allows a free city (en, fr). */
  city: string;
}

/** The team's radio group: one of the player's teams (its id), or a new one (guests always name a new one). */
export const NEW_TEAM = 'new';

export interface TeamValues {
  /** `NEW_TEAM` or the id of one of the player's teams; empty until chosen. */
  choice: string;
  teamName: string;
}

export interface CostValues {
  promo: string;
  consent: boolean;
  agreement: boolean;
}

export const emptyValues = {
  data: { name: '', email: '', cityId: '', city: '' } satisfies DataValues,
  team: { choice: '', teamName: '' } satisfies TeamValues,
  cost: { promo: '', consent: false, agreement: false } satisfies CostValues,
};

const required = (max: number, key: StepMessageKey) => z.string().check(z.trim(), z.minLength(1, key), z.maxLength(max, 'tooLong'));
const anything = z.string();

export interface DataStepOptions {
  /** No session: the e-mail is asked for (languages without regRequired). */
  guest: boolean;
  /** The city is typed (freeCityInput) instead of chosen. */
  freeCity: boolean;
}

export const dataStepSchema = ({ guest, freeCity }: DataStepOptions) =>
  z.object({
    name: required(registrationLimits.name, 'nameRequired'),
    email: guest
      ? z.string().check(z.trim(), z.minLength(1, 'emailRequired'), z.maxLength(255, 'tooLong'), z.regex(REGISTRATION_EMAIL_PATTERN, 'emailInvalid'))
      : anything,
    cityId: freeCity ? anything : z.string().check(z.minLength(1, 'cityRequired')),
    city: freeCity ? required(registrationLimits.city, 'cityRequired') : anything,
  });

export const teamStepSchema = z
  .object({
    choice: z.string().check(z.minLength(1, 'teamRequired')),
    teamName: z.string().check(z.maxLength(registrationLimits.teamName, 'tooLong')),
  })
  .check(z.refine((v) => v.choice !== NEW_TEAM || v.teamName.trim() !== '', { message: 'teamNameRequired', path: ['teamName'], when: () => true }));

export const costStepSchema = z.object({
  promo: z.string().check(z.maxLength(registrationLimits.promo, 'tooLong')),
  consent: z.boolean().check(z.refine((accepted) => accepted, 'consentRequired')),
  agreement: z.boolean().check(z.refine((accepted) => accepted, 'agreementRequired')),
});
