'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { registrationStates } from '@/contract/schemas/registration';
import { registrationApi } from '../../api/registration-api';
import { registrationKeys, registrationQueries } from '../../api/registration-queries';
import { useCheckPromo } from '../../api/use-check-promo';
import { useRegisterForGame } from '../../api/use-register-for-game';
import { describeFailure } from '../../model/failure';
import { isPromoApplied, promoFailureText } from '../../model/promo-state';
import { registrationRequest } from '../../model/request';
import { fieldErrorsOf } from '../../model/step-errors';
import type { CostValues } from '../../model/step-schemas';
import { newIdempotencyKey, useFlow, useFlowActions } from '../../store/flow-store';
import { useFlowContext } from '../flow-context';

/** What the cost step shows after a refused submit: a message for the whole form, or the request error screen. */
export type SubmitProblem = { kind: 'alert'; text: string } | { kind: 'requestError'; retry: () => void };

const isGameState = (reason: string) => (registrationStates as readonly string[]).includes(reason);

/**
 * The cost step's actions: checking the promo code (spec: Promo state) and registering (POST games/{id}/
 * registrations with the flow's Idempotency-Key). Every refusal lands where it can be acted on: a field of any
 * step (422; the visitor is taken there), the game's state (409: sold out, closed...), the session (401), or the
 * request error screen, whose "try again" sends the same request again.
 */
export function useSubmitRegistration() {
  const t = useTranslations('registration');
  const queryClient = useQueryClient();
  const { gameId, invite, locale, settings, viewer, sessionEnded, setServerErrors } = useFlowContext();
  const flow = useFlow((s) => s);
  const actions = useFlowActions();
  const checkPromo = useCheckPromo(gameId);
  const register = useRegisterForGame(gameId);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const email = viewer?.email ?? (flow.values.data.email.trim() || null);

  /** Checks the typed code; true when it applies. */
  const applyPromo = async (code: string): Promise<boolean> => {
    setCheckFailed(false);
    actions.promoSent({ code });
    try {
      const result = await checkPromo.mutateAsync({ code: code.trim(), email });
      actions.promoChecked({ result });
      return result.status === 'success';
    } catch (error) {
      actions.promoCheckFailed({});
      const failure = describeFailure(error);
      if (failure.kind === 'sessionExpired') sessionEnded();
      else if (failure.kind === 'fields')
        actions.promoChecked({
          result: { status: 'error', text: failure.fields.code ?? failure.fields.email ?? failure.message, discountValue: 0, discountType: 'percent' },
        });
      else if (failure.kind === 'tooManyAttempts') setProblem({ kind: 'alert', text: tooMany(failure.retryAfter) });
      else setCheckFailed(true);
      return false;
    }
  };

  const tooMany = (seconds: number | null) => (seconds ? t('errors.tooManyAttempts', { seconds }) : t('errors.tooManyAttemptsShort'));

  const submit = async (cost: CostValues, payLater: boolean) => {
    setProblem(null);
    const typed = cost.promo.trim();
    if (typed && !isPromoApplied(flow.promo, typed) && !(await applyPromo(typed))) return;
    const cities = queryClient.getQueryData(registrationQueries.cities(registrationApi, locale).queryKey) ?? [];
    const body = registrationRequest({
      invite,
      language: locale,
      guest: viewer === null,
      freeCity: settings.freeCityInput,
      cities,
      values: { ...flow.values, cost },
      appliedPromo: typed || null,
      payLater,
    });
    try {
      const { registration, accessToken } = await register.mutateAsync({ body, idempotencyKey: flow.registerKey });
      actions.registered({ registration: { id: registration.id, accessToken } });
    } catch (error) {
      const failure = describeFailure(error);
      // A refusal is final for this body: the next submit is a new request (the same key with another body is a 422).
      if (failure.kind !== 'requestError') actions.registerKeyRenewed({ registerKey: newIdempotencyKey() });
      switch (failure.kind) {
        case 'sessionExpired':
          sessionEnded();
          return;
        case 'fields': {
          const fields = failure.fields.promo ? { ...failure.fields, promo: promoFailureText(failure.fields.promo) } : failure.fields;
          const { errors, step } = fieldErrorsOf(fields);
          if (!step) {
            setProblem({ kind: 'alert', text: failure.message });
            return;
          }
          setServerErrors(errors);
          if (step !== 'cost') actions.stepOpened({ step });
          return;
        }
        case 'conflict':
          // The game is no longer open (sold out, closed, started...): its screen says so.
          if (isGameState(failure.reason)) await queryClient.invalidateQueries({ queryKey: registrationKeys.game(gameId) });
          else setProblem({ kind: 'alert', text: failure.message });
          return;
        case 'tooManyAttempts':
          setProblem({ kind: 'alert', text: tooMany(failure.retryAfter) });
          return;
        case 'notAllowed':
          setProblem({ kind: 'alert', text: t('outcome.requestError.text') });
          return;
        case 'requestError':
          setProblem({ kind: 'requestError', retry: () => void submit(cost, payLater) });
          return;
      }
    }
  };

  return {
    applyPromo,
    submit,
    checking: checkPromo.isPending,
    checkFailed,
    submitting: register.isPending,
    problem,
    dismissProblem: () => setProblem(null),
  };
}
