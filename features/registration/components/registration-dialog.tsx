'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { registrationSettings, type RegistrationLanguage } from '@/contract/registration-settings';
import type { SupportReason } from '@/contract/schemas/support';
import { Modal } from '@/components/ui/modal';
import type { Locale } from '@/lib/i18n/routing';
import { sayingSessionExpired } from '@/lib/session/session-expired';
import { browserStorage } from '@/lib/state/browser-storage';
import { registrationKeys } from '../api/registration-queries';
import { forgetRegistrationAfterAuth, rememberRegistrationAfterAuth } from '../model/after-auth';
import type { FieldErrors } from '../model/step-errors';
import type { Viewer } from '../types';
import { FlowContext, type FlowContextValue } from './flow-context';
import { RegistrationScreen } from './registration-screen';
import { Busy } from './screen-heading';
import { useDocumentTitle } from './use-document-title';
import { useFocusKeptInside } from './use-focus-kept-inside';
import { REGISTRATION_DIALOG_MAX_WIDTH_PX } from '../dialog-width';

export interface RegistrationDialogProps {
  gameId: number;
  /** A private game's invite token (`/private/{id}?invite=…`): the backend takes its registrations only with it. */
  invite?: string | null;
  /** The signed-in player; null for nobody; undefined while the session is being read. */
  viewer: Viewer | null | undefined;
  /** When the server last confirmed the viewer (a new login moves it on). */
  viewerSince: number;
  /** Shows the auth modal for this game (composed by the page: the feature does not know the auth feature). */
  onAuthRequired: () => void;
  /** A registration became READY here: the page can show it (e.g. the card's registered state). */
  onConfirmed?: () => void;
  /** Opens the support request (composed by the page): the payment's outcome screens offer it with their reason. */
  onSupport?: (reason: SupportReason) => void;
  /** "Invite to team" on the success screen (composed by the page: the feature does not know the teams feature). */
  teamInvite?: (registrationId: number, className: string | undefined) => ReactNode;
  /** The modal is its page's address (`/reg/{id}`): the document's title names the game while it is open. */
  namesDocument?: boolean;
}

/** The registration dialog (spec: registration modal with the steps Data, Team, Cost, and the payment outcomes). */
export function RegistrationDialog({
  gameId,
  invite = null,
  viewer,
  viewerSince,
  onAuthRequired,
  onConfirmed,
  onSupport,
  teamInvite,
  namesDocument = false,
}: RegistrationDialogProps) {
  const t = useTranslations('registration');
  useDocumentTitle(namesDocument ? t('documentTitle', { id: String(gameId) }) : null);
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const [widgetOpen, setWidgetOpen] = useState(false);
  const [expiredAt, setExpiredAt] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusKeptInside(rootRef);
  // The session ended at `expiredAt`; a login after it (the server confirmed a viewer later) resumes the flow.
  const sessionExpired = expiredAt !== null && !(viewer && viewerSince > expiredAt);

  // While open, this dialog says "please log in again" itself, in place, instead of the shell's modal.
  useEffect(() => sayingSessionExpired(() => setExpiredAt(Date.now())), []);
  // Signed in (again): what the game and the teams look like for this player is read afresh.
  const viewerId = viewer?.id ?? null;
  useEffect(() => {
    if (viewerId === null) return;
    forgetRegistrationAfterAuth(browserStorage('local'));
    void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
  }, [viewerId, viewerSince, queryClient]);

  const requestAuth = useCallback(() => {
    rememberRegistrationAfterAuth(browserStorage('local'), gameId, Date.now(), invite);
    onAuthRequired();
  }, [gameId, invite, onAuthRequired]);
  const sessionEnded = useCallback(() => setExpiredAt((at) => at ?? Date.now()), []);
  const confirmed = useCallback(() => onConfirmed?.(), [onConfirmed]);

  const context = useMemo<FlowContextValue>(
    () => ({
      gameId,
      invite,
      locale,
      settings: registrationSettings[locale as RegistrationLanguage],
      viewer: viewer ?? null,
      requestAuth,
      confirmed,
      sessionEnded,
      support: onSupport ?? null,
      teamInvite: teamInvite ?? null,
      widgetOpened: setWidgetOpen,
      serverErrors,
      setServerErrors,
    }),
    [gameId, invite, locale, viewer, requestAuth, confirmed, sessionEnded, onSupport, teamInvite, serverErrors],
  );

  return (
    <FlowContext.Provider value={context}>
      {/* Closed (not unmounted) while the payment widget shows its own dialog: focus and clicks belong to it then. */}
      <Modal open={!widgetOpen} onOpenChange={() => undefined} title={t('title')} maxWidth={REGISTRATION_DIALOG_MAX_WIDTH_PX} closeOnBackdrop={false}>
        <div ref={rootRef}>{viewer === undefined ? <Busy>{t('loading')}</Busy> : <RegistrationScreen sessionExpired={sessionExpired} />}</div>
      </Modal>
    </FlowContext.Provider>
  );
}
