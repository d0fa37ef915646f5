import type { EventTypes } from '@/lib/state/reducer-store';
import type { RegistrationRef } from '../types';
import type { PaymentAttempt } from './outcome';
import { initialPromoState, promoCheckFailed, promoChecked, promoSent, type PromoCheckResult, type PromoState } from './promo-state';
import { emptyValues, type CostValues, type DataValues, type Step, type TeamValues } from './step-schemas';

/**
 * What the registration screen alone knows (server data stays in the query cache): the step, what was typed in
 * each step, the promo check, the registration once made (its id and, for a guest, its access token) and the
 * last return from the payment widget. All of it is kept per game across reloads (model/draft.ts).
 */
export interface FlowState {
  step: Step;
  values: { data: DataValues; team: TeamValues; cost: CostValues };
  promo: PromoState;
  registration: RegistrationRef | null;
  /** Idempotency-Key of the registration about to be made: a doubled or retried submit registers once. */
  registerKey: string;
  attempt: PaymentAttempt | null;
}

export const initialFlowState = (registerKey: string): FlowState => ({
  step: 'data',
  values: emptyValues,
  promo: initialPromoState,
  registration: null,
  registerKey,
  attempt: null,
});

export type FlowEvent =
  | { type: 'stepOpened'; step: Step }
  | { type: 'dataEdited'; values: DataValues }
  | { type: 'teamEdited'; values: TeamValues }
  | { type: 'costEdited'; values: CostValues }
  /** Values known before the visitor typed (the account's name and e-mail, the guessed city): fill empty fields only. */
  | { type: 'dataSuggested'; values: Partial<DataValues> }
  | { type: 'promoSent'; code: string }
  | { type: 'promoChecked'; result: PromoCheckResult }
  | { type: 'promoCheckFailed' }
  /** A registration was refused for good (4xx): the next one is a new request with a new key. */
  | { type: 'registerKeyRenewed'; registerKey: string }
  | { type: 'registered'; registration: RegistrationRef }
  | { type: 'paymentReturned'; attempt: PaymentAttempt }
  | { type: 'paymentRestarted' }
  /** The registration is gone (declined, expired, not this visitor's): register again from the cost step. */
  | { type: 'registrationDropped'; registerKey: string };

export const flowEventTypes: EventTypes<FlowEvent> = {
  stepOpened: true,
  dataEdited: true,
  teamEdited: true,
  costEdited: true,
  dataSuggested: true,
  promoSent: true,
  promoChecked: true,
  promoCheckFailed: true,
  registerKeyRenewed: true,
  registered: true,
  paymentReturned: true,
  paymentRestarted: true,
  registrationDropped: true,
};

const sameValues = <T extends object>(a: T, b: T) => (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);

/** Suggested values fill only the fields still empty: nothing the visitor typed is replaced. */
export function withSuggestions(data: DataValues, suggestions: Partial<DataValues>): DataValues {
  const next = { ...data };
  for (const [key, value] of Object.entries(suggestions) as [keyof DataValues, string | undefined][]) {
    if (value && !next[key].trim()) next[key] = value;
  }
  return next;
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'stepOpened':
      return state.step === event.step ? state : { ...state, step: event.step };
    case 'dataEdited':
      return sameValues(state.values.data, event.values) ? state : { ...state, values: { ...state.values, data: { ...event.values } } };
    case 'teamEdited':
      return sameValues(state.values.team, event.values) ? state : { ...state, values: { ...state.values, team: { ...event.values } } };
    case 'costEdited':
      return sameValues(state.values.cost, event.values) ? state : { ...state, values: { ...state.values, cost: { ...event.values } } };
    case 'dataSuggested': {
      const data = withSuggestions(state.values.data, event.values);
      return sameValues(data, state.values.data) ? state : { ...state, values: { ...state.values, data } };
    }
    case 'promoSent':
      return { ...state, promo: promoSent(event.code) };
    case 'promoChecked':
      return { ...state, promo: promoChecked(state.promo, event.result) };
    case 'promoCheckFailed':
      return { ...state, promo: promoCheckFailed(state.promo) };
    case 'registerKeyRenewed':
      return { ...state, registerKey: event.registerKey };
    case 'registered':
      return { ...state, registration: event.registration, attempt: null };
    case 'paymentReturned':
      return { ...state, attempt: event.attempt };
    case 'paymentRestarted':
      return state.attempt === null ? state : { ...state, attempt: null };
    case 'registrationDropped':
      return { ...state, registration: null, attempt: null, step: 'cost', registerKey: event.registerKey };
  }
}
