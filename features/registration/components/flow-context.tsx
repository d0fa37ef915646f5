'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { RegistrationSettings } from '@/contract/registration-settings';
import type { SupportReason } from '@/contract/schemas/support';
import type { Locale } from '@/lib/i18n/routing';
import type { FieldErrors } from '../model/step-errors';
import type { Viewer } from '../types';

/** What every part of the open modal shares: the game, the language's rules, the visitor and the modal's controls. */
export interface FlowContextValue {
  gameId: number;
  /** A private game's invite token (the page's `?invite=`): sent with the game's read and the registration. */
  invite: string | null;
  locale: Locale;
  settings: RegistrationSettings;
  /** The signed-in player, or null (a guest where the language allows one). */
  viewer: Viewer | null;
  /** Shows the auth modal for this game (the page composes it); registration resumes after signing in. */
  requestAuth: () => void;
  /** A registration was confirmed (READY): the page shows it (the card's registered state). */
  confirmed: () => void;
  /** The 401 of a call: the session ended on the way. */
  sessionEnded: () => void;
  /** Opens the support request with a reason (composed by the page), or null where the page offers none. */
  support: ((reason: SupportReason) => void) | null;
  /**
   * "Invite to team" for a confirmed registration of a signed-in player (composed by the page: the teams feature),
   * or null where the page offers none.
   */
  teamInvite: ((registrationId: number, className: string | undefined) => ReactNode) | null;
  /** The payment widget has its own dialog: this one steps aside while it is open. */
  widgetOpened: (open: boolean) => void;
  /** Field messages of the server for the steps' forms (a 422 of the registration), and who consumes them. */
  serverErrors: FieldErrors;
  setServerErrors: (errors: FieldErrors) => void;
}

export const FlowContext = createContext<FlowContextValue | null>(null);

export function useFlowContext(): FlowContextValue {
  const value = useContext(FlowContext);
  if (!value) throw new Error('Registration components need the registration dialog above them');
  return value;
}
