'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { registrationApi } from '../api/registration-api';
import { registrationQueries } from '../api/registration-queries';
import { describeFailure } from '../model/failure';
import { useFlow } from '../store/flow-store';
import type { RegistrationRef } from '../types';
import { useFlowContext } from './flow-context';
import { GameSummary } from './game-summary';
import { AuthRequiredScreen, GameNotFoundScreen, GameStateScreen } from './outcomes/game-state-screen';
import { SessionExpiredScreen } from './outcomes/outcome-screens';
import { RequestErrorScreen } from './outcomes/request-error-screen';
import { RegistrationStatus } from './registration-status';
import { Busy } from './screen-heading';
import { RegistrationSteps } from './steps/registration-steps';

/**
 * What the modal shows, in order: the session ended; the game (loading, not found, unreachable); a registration
 * that exists (the player's team's, or the one made here) and its payment; a game not open for registration; the
 * account the language requires; otherwise the steps.
 */
export function RegistrationScreen({ sessionExpired }: { sessionExpired: boolean }) {
  const t = useTranslations('registration');
  const { gameId, invite, viewer, settings, requestAuth, sessionEnded } = useFlowContext();
  const stored = useFlow((s) => s.registration);
  const game = useQuery(registrationQueries.game(registrationApi, gameId, invite));
  const failure = game.isError ? describeFailure(game.error) : null;
  useEffect(() => {
    if (failure?.kind === 'sessionExpired') sessionEnded();
  }, [failure?.kind, sessionEnded]);

  if (sessionExpired) return <SessionExpiredScreen onLogin={requestAuth} />;
  if (game.isPending) return <Busy>{t('loading')}</Busy>;
  if (game.isError) {
    if (failure?.kind === 'notAllowed') return <GameNotFoundScreen />;
    return <RequestErrorScreen onRetry={() => void game.refetch()} retrying={game.isFetching} />;
  }

  const data = game.data;
  // The player's team is registered here already (by them or a teammate): its registration, whatever the draft says.
  const registration: RegistrationRef | null = data.mine && viewer ? { id: data.mine.id, accessToken: null } : stored;
  if (registration) {
    return (
      <>
        <GameSummary game={data} />
        <RegistrationStatus key={registration.id} registrationRef={registration} game={data} />
      </>
    );
  }
  if (data.state !== 'open') return <GameStateScreen game={data} state={data.state} />;
  if (settings.regRequired && !viewer) return <AskForAccount onLogin={requestAuth} />;
  return (
    <>
      <GameSummary game={data} />
      <RegistrationSteps game={data} />
    </>
  );
}

/** Spec: an anonymous visitor first gets the auth modal, with the game kept; asked once, and again on the button. */
function AskForAccount({ onLogin }: { onLogin: () => void }) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    onLogin();
  }, [onLogin]);
  return <AuthRequiredScreen onLogin={onLogin} />;
}
