import { endpoints } from '@/contract/endpoints';
import { INVITE_QUERY_PARAM } from '@/contract/party-settings';
import { REGISTRATION_TOKEN_HEADER } from '@/contract/registration-settings';
import { citiesReplySchema } from '@/contract/schemas/catalogue';
import {
  checkPromoReplySchema,
  locationGuessSchema,
  myTeamsReplySchema,
  paymentIntentReplySchema,
  registerReplySchema,
  registrationGameReplySchema,
  registrationReplySchema,
  teamReplySchema,
  type CreateTeamRequest,
  type PaymentRequest,
  type RegisterRequest,
} from '@/contract/schemas/registration';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { PromoCheckResult } from '../model/promo-state';
import type { CityOption, LocationGuess, MyTeams, PaymentIntent, Registration, RegistrationGame, RegistrationRef, Team } from '../types';
import { toCityOptions, toLocationGuess, toMyTeams, toPaymentIntent, toPromoCheck, toRegistration, toRegistrationGame, toTeam } from './to-registration';

/** Every call of the registration flow: parsed with the contract's schemas, reshaped into the feature's types. */

/** A guest's registration is reached with its access token; a signed-in player's with the session alone. */
const refHeaders = (ref: RegistrationRef) => (ref.accessToken ? { [REGISTRATION_TOKEN_HEADER]: ref.accessToken } : undefined);

/** `invite`: a private game's invite token (`/private/{id}?invite=…`); without it a private game is a 404. */
export async function fetchRegistrationGame(api: ApiClient, gameId: number, signal?: AbortSignal, invite?: string | null): Promise<RegistrationGame> {
  const query = invite ? { [INVITE_QUERY_PARAM]: invite } : undefined;
  return toRegistrationGame(await api.request(endpoints.baseMain.registrationGame(gameId), { schema: registrationGameReplySchema, signal, query }));
}

export async function fetchRegistration(api: ApiClient, ref: RegistrationRef, signal?: AbortSignal): Promise<Registration> {
  const reply = await api.request(endpoints.base.registration(ref.id), { schema: registrationReplySchema, signal, headers: refHeaders(ref) });
  return toRegistration(reply.data);
}

export async function fetchMyTeams(api: ApiClient, signal?: AbortSignal): Promise<MyTeams> {
  return toMyTeams(await api.request(endpoints.base.myTeams(), { schema: myTeamsReplySchema, signal }));
}

export async function fetchCities(api: ApiClient, signal?: AbortSignal): Promise<CityOption[]> {
  const reply = await api.request(endpoints.baseMain.cities(), { schema: citiesReplySchema, query: { sort: 'name,id' }, signal });
  return toCityOptions(reply.data);
}

export async function fetchLocationGuess(api: ApiClient, signal?: AbortSignal): Promise<LocationGuess> {
  return toLocationGuess(await api.request(endpoints.base.locationGuess(), { schema: locationGuessSchema, signal }));
}

export async function checkPromo(api: ApiClient, query: { gameId: number; code: string; email: string | null }): Promise<PromoCheckResult> {
  const reply = await api.request(endpoints.baseMain.checkPromo(), {
    schema: checkPromoReplySchema,
    query: { gameId: query.gameId, code: query.code, email: query.email },
  });
  return toPromoCheck(reply);
}

export async function createTeam(api: ApiClient, body: CreateTeamRequest): Promise<Team> {
  return toTeam((await api.request(endpoints.base.createTeam(), { schema: teamReplySchema, body })).data);
}

export interface Registered {
  registration: Registration;
  /** A guest registration's access token (given once). */
  accessToken: string | null;
}

export async function registerForGame(api: ApiClient, gameId: number, body: RegisterRequest, idempotencyKey: string): Promise<Registered> {
  const reply = await api.request(endpoints.base.registerForGame(gameId), { schema: registerReplySchema, body, idempotencyKey });
  return { registration: toRegistration(reply.data), accessToken: reply.accessToken ?? null };
}

export interface PaymentStarted {
  intent: PaymentIntent;
  registration: Registration;
}

export async function startPayment(api: ApiClient, ref: RegistrationRef, body: PaymentRequest, idempotencyKey: string): Promise<PaymentStarted> {
  const reply = await api.request(endpoints.base.registrationPayment(ref.id), {
    schema: paymentIntentReplySchema,
    body,
    idempotencyKey,
    headers: refHeaders(ref),
  });
  return { intent: toPaymentIntent(reply.data), registration: toRegistration(reply.registration) };
}

export async function payLater(api: ApiClient, ref: RegistrationRef, idempotencyKey: string): Promise<Registration> {
  const reply = await api.request(endpoints.base.registrationPayLater(ref.id), {
    schema: registrationReplySchema,
    body: {},
    idempotencyKey,
    headers: refHeaders(ref),
  });
  return toRegistration(reply.data);
}
