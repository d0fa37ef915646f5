'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { documentLink } from '@/components/ui/document-link';
import type { LegalDocument } from '@/lib/config/documents';
import { getBrowserConfig } from '@/lib/config/public-config';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoney } from '@/lib/i18n/format-money';
import { priceWithPromo } from '../../model/promo-state';
import type { FormField } from '../../model/step-errors';
import { costStepSchema, type CostValues } from '../../model/step-schemas';
import { useFlow, useFlowActions } from '../../store/flow-store';
import type { RegistrationGame } from '../../types';
import { CheckboxField } from '@/components/form/fields';
import { FormAlert, SERVER_ERROR, useErrorText } from '../fields';
import { useFlowContext } from '../flow-context';
import { RequestErrorScreen } from '../outcomes/request-error-screen';
import { Busy, ScreenHeading } from '../screen-heading';
import styles from '../registration.module.css';
import { PromoField } from './promo-field';
import { useStepHeading } from './step-progress';
import { useKeepTyped, useServerErrors } from './use-step-form';
import { useSubmitRegistration } from './use-submit-registration';

const SERVER_FIELDS: readonly FormField[] = ['promo', 'consent', 'agreement'];

/**
 * Step 3, Cost: the game's price in its currency, the promo code and the price after it (contract/promo-price.ts,
 * the rule the backend charges by), the personal-data consent and the user agreement (both required). A price of
 * 0 (a free game, a 100 % code) registers without a payment step; where the language allows it (ru) the place can
 * be kept and paid later.
 */
export function CostStep({ game }: { game: RegistrationGame }) {
  const t = useTranslations('registration');
  const locale = useLocale() as Locale;
  const heading = useStepHeading();
  const errorText = useErrorText();
  const { settings } = useFlowContext();
  const stored = useFlow((s) => s.values.cost);
  const promo = useFlow((s) => s.promo);
  const { stepOpened } = useFlowActions();
  const { applyPromo, submit, checking, checkFailed, submitting, problem, dismissProblem } = useSubmitRegistration();
  const [defaults] = useState(stored);

  const { register, control, handleSubmit, watch, getValues, setError, formState } = useForm<CostValues>({
    resolver: zodResolver(costStepSchema),
    defaultValues: defaults,
  });
  useKeepTyped('cost', watch, getValues);
  useServerErrors(SERVER_FIELDS, (field, message, focus) => setError(field as keyof CostValues, { type: SERVER_ERROR, message }, { shouldFocus: focus }));
  const typed = useWatch({ control, name: 'promo' });
  const { errors } = formState;
  const price = priceWithPromo(game.price, promo, typed);
  const discounted = price !== game.price;
  const free = price === 0;
  const payLaterOffered = settings.allowPayLater && !free;

  if (problem?.kind === 'requestError') return <RequestErrorScreen onRetry={problem.retry} onBack={dismissProblem} />;

  // The modal is rendered in the browser only; the documents are the footer's (lib/config/documents.ts).
  const documents = getBrowserConfig().documents[locale];
  const link = (name: LegalDocument) => documentLink(documents[name]);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => submit(values, false))}>
      <ScreenHeading>{heading('cost')}</ScreenHeading>
      <p className={styles.price}>
        {game.organiserPaid ? (
          <strong>{t('cost.organiserPaid')}</strong>
        ) : discounted ? (
          <>
            <s>{t('cost.price', { price: formatMoney(game.price, game.currency, locale) })}</s>
            <strong>{t('cost.newPrice', { price: free ? t('cost.free') : formatMoney(price, game.currency, locale) })}</strong>
          </>
        ) : (
          <strong>{t('cost.price', { price: free ? t('cost.free') : formatMoney(game.price, game.currency, locale) })}</strong>
        )}
      </p>
      {game.price > 0 ? (
        <PromoField
          registration={register('promo')}
          typed={typed}
          promo={promo}
          currency={game.currency}
          checking={checking}
          checkFailed={checkFailed}
          error={errorText(errors.promo)}
          onApply={() => void applyPromo(getValues('promo'))}
        />
      ) : null}
      {free ? <p className={styles.muted}>{t('cost.freeNote')}</p> : payLaterOffered ? <p className={styles.muted}>{t('cost.payLaterNote')}</p> : null}
      <CheckboxField label={t.rich('cost.consent', { privacy: link('privacy') })} registration={register('consent')} error={errorText(errors.consent)} />
      <CheckboxField label={t.rich('cost.agreement', { terms: link('terms') })} registration={register('agreement')} error={errorText(errors.agreement)} />
      <FormAlert>{problem?.kind === 'alert' ? problem.text : null}</FormAlert>
      {submitting ? <Busy>{t('cost.submitting')}</Busy> : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => stepOpened({ step: 'team' })}>
          {t('steps.back')}
        </button>
        <button type="submit" className={styles.primary} disabled={submitting || checking}>
          {free ? t('cost.submitFree') : t('cost.submitPay')}
        </button>
        {payLaterOffered ? (
          <button type="button" className={styles.secondary} disabled={submitting || checking} onClick={handleSubmit((values) => submit(values, true))}>
            {t('cost.submitPayLater')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
