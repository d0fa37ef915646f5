'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { registrationApi } from '../api/registration-api';
import { registrationKeys, registrationQueries } from '../api/registration-queries';
import { describeFailure } from '../model/failure';
import { isUndecided, mayChangeByItself, outcomeOf, pollInterval } from '../model/outcome';
import { newIdempotencyKey, useFlow, useFlowActions } from '../store/flow-store';
import type { RegistrationGame, RegistrationRef } from '../types';
import { useFlowContext } from './flow-context';
import { DeclinedScreen, NoDataScreen, PaymentFailedScreen, PendingScreen, ProcessingScreen, SuccessScreen } from './outcomes/outcome-screens';
import { RequestErrorScreen } from './outcomes/request-error-screen';
import { PaymentStep } from './payment/payment-step';
import { usePay } from './payment/use-pay';
import { usePayProblemText } from './payment/use-pay-problem-text';
import { Busy } from './screen-heading';
import { useNow } from './use-now';

/**
 * A registration that exists: its screen comes from what the backend says about it (GET registrations/{id}),
 * asked again every few seconds while a payment is undecided, so "pending confirmation" changes by itself.
 */
export function RegistrationStatus({ registrationRef, game }: { registrationRef: RegistrationRef; game: RegistrationGame }) {
  const t = useTranslations('registration');
  const queryClient = useQueryClient();
  const { viewer, sessionEnded, confirmed } = useFlowContext();
  const attempt = useFlow((s) => s.attempt);
  const { registrationDropped, paymentRestarted } = useFlowActions();
  const query = useQuery({
    ...registrationQueries.registration(registrationApi, registrationRef),
    refetchInterval: (q) => {
      const data = q.state.data;
      const now = Date.now();
      return data && isUndecided(outcomeOf(data, attempt, now)) ? pollInterval(attempt, now) : false;
    },
  });
  // The screen moves from "processing" to "pending confirmation" (or "no data") with time alone.
  const now = useNow(query.data && mayChangeByItself(query.data, attempt) ? 1000 : null);
  const outcome = query.data ? outcomeOf(query.data, attempt, now) : null;
  const failure = query.isError ? describeFailure(query.error) : null;

  const announced = useRef(false);
  useEffect(() => {
    if (outcome?.kind !== 'success' || announced.current) return;
    announced.current = true;
    confirmed();
  }, [outcome?.kind, confirmed]);

  useEffect(() => {
    if (failure?.kind === 'sessionExpired') sessionEnded();
    // Not this visitor's registration (another account's draft, a guest token that no longer works): start afresh.
    if (failure?.kind === 'notAllowed') registrationDropped({ registerKey: newIdempotencyKey() });
  }, [failure?.kind, sessionEnded, registrationDropped]);

  if (query.isPending) return <Busy>{t('loading')}</Busy>;
  if (query.isError || !outcome) {
    return failure?.kind === 'requestError' ? (
      <RequestErrorScreen onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <Busy>{t('loading')}</Busy>
    );
  }
  const registration = query.data;

  switch (outcome.kind) {
    case 'success':
      return <SuccessScreen registration={registration} game={game} guest={viewer === null} />;
    case 'payment':
      return <PaymentStep key={registration.status} registration={registration} registrationRef={registrationRef} game={game} />;
    case 'processing':
      return <ProcessingScreen />;
    case 'pendingConfirmation':
      return <PendingScreen email={registration.email} />;
    case 'paymentFailed':
      return <RetryPayment registrationRef={registrationRef} reason={outcome.reason} />;
    case 'noData':
      return (
        <NoDataScreen
          onRetry={() => {
            paymentRestarted({});
            void queryClient.invalidateQueries({ queryKey: registrationKeys.registration(registrationRef.id) });
          }}
        />
      );
    case 'declined':
      return (
        <DeclinedScreen
          reason={outcome.reason}
          onRegisterAgain={game.state === 'open' ? () => registrationDropped({ registerKey: newIdempotencyKey() }) : null}
        />
      );
  }
}

/** 'Ошибка платежа' with "try again" straight into a new payment (the place is still held, nothing is typed again). */
function RetryPayment({ registrationRef, reason }: { registrationRef: RegistrationRef; reason: string | null }) {
  const { pay, paying, problem, dismissProblem } = usePay(registrationRef);
  const problemText = usePayProblemText();
  if (problem?.kind === 'requestError') return <RequestErrorScreen onRetry={problem.retry} onBack={dismissProblem} />;
  return <PaymentFailedScreen reason={reason} onRetry={() => void pay()} retrying={paying} alert={problemText(problem)} />;
}
