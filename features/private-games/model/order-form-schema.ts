import { z } from 'zod/mini';
import { partyLanguages, partyLimits, privateOrderSettings, type PartyLanguage } from '@/contract/party-settings';
import { REGISTRATION_EMAIL_PATTERN } from '@/contract/schemas/registration';
import type { PrivateOrderRequest } from '@/contract/schemas/party';
import type { PrivateFormat } from '../types';

/**
 * The order form's rules, the server's own (contract/schemas/party.ts, party-settings.ts): react-hook-form checks
 * them in the browser so bad input is refused in the visitor's language before anything is sent. Each message is a
 * key of `privateGames.errors`; the teams' range comes from the chosen format.
 */
const orderMessageKeys = [
  'consentRequired',
  'dateRequired',
  'emailInvalid',
  'emailRequired',
  'formatRequired',
  'nameRequired',
  'phoneInvalid',
  'teamsRange',
  'teamsRequired',
  'timeRequired',
  'timeZoneRequired',
  'tooLong',
] as const;
export type OrderMessageKey = (typeof orderMessageKeys)[number];
export const isOrderMessageKey = (value: unknown): value is OrderMessageKey => (orderMessageKeys as readonly unknown[]).includes(value);

/** What the inputs hold (strings and a checkbox); the request body is built from them. */
export interface OrderValues {
  formatId: string;
  language: PartyLanguage;
  date: string;
  time: string;
  timeZone: string;
  teams: string;
  contactName: string;
  email: string;
  phone: string;
  comment: string;
  consent: boolean;
}

const orderFields = ['formatId', 'language', 'date', 'time', 'timeZone', 'teams', 'contactName', 'email', 'phone', 'comment', 'consent'] as const;
export type OrderField = (typeof orderFields)[number];
export const isOrderField = (value: string): value is OrderField => (orderFields as readonly string[]).includes(value);

export const emptyOrder = (language: PartyLanguage, timeZone: string): OrderValues => ({
  formatId: '',
  language,
  date: '',
  time: '19:00',
  timeZone,
  teams: '',
  contactName: '',
  email: '',
  phone: '',
  comment: '',
  consent: false,
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+?[0-9 ()-]{5,}$/;

export function orderFormSchema(formats: readonly PrivateFormat[]) {
  return z
    .object({
      formatId: z.string().check(z.minLength(1, 'formatRequired')),
      language: z.enum(partyLanguages),
      date: z.string().check(z.regex(DATE, 'dateRequired')),
      time: z.string().check(z.regex(TIME, 'timeRequired')),
      timeZone: z.string().check(z.minLength(1, 'timeZoneRequired'), z.maxLength(64, 'tooLong')),
      teams: z.string().check(z.trim(), z.regex(/^\d+$/, 'teamsRequired')),
      contactName: z.string().check(z.trim(), z.minLength(1, 'nameRequired'), z.maxLength(partyLimits.name, 'tooLong')),
      email: z
        .string()
        .check(z.trim(), z.minLength(1, 'emailRequired'), z.maxLength(partyLimits.email, 'tooLong'), z.regex(REGISTRATION_EMAIL_PATTERN, 'emailInvalid')),
      phone: z.string().check(
        z.trim(),
        z.maxLength(partyLimits.phone, 'tooLong'),
        z.refine((value) => value === '' || PHONE.test(value), 'phoneInvalid'),
      ),
      comment: z.string().check(z.maxLength(partyLimits.comment, 'tooLong')),
      consent: z.boolean().check(z.refine((value) => value, 'consentRequired')),
    })
    .check(
      z.refine(
        (values) => {
          const format = formats.find((f) => String(f.id) === values.formatId);
          const teams = Number(values.teams);
          return !format || !/^\d+$/.test(values.teams.trim()) || (teams >= format.minTeams && teams <= format.maxTeams);
        },
        { message: 'teamsRange', path: ['teams'] },
      ),
    );
}

/** The body of POST {party}/orders from the form (contract: privateOrderRequestSchema). */
export function orderRequest(values: OrderValues): PrivateOrderRequest {
  return {
    formatId: Number(values.formatId),
    language: values.language,
    date: values.date,
    time: values.time,
    timeZone: values.timeZone,
    teams: Number(values.teams.trim()),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    comment: values.comment.trim() || null,
    consent: true,
  };
}

/** Whether an order of this many teams in this language goes to the sales team instead of the card payment. */
export const isSalesRequest = (language: PartyLanguage, teams: number) => teams >= privateOrderSettings[language].salesRequestFromTeams;

/** The format's price in the game's language, if it is played in it. */
export const priceIn = (format: PrivateFormat, language: PartyLanguage) => format.prices.find((p) => p.language === language) ?? null;
