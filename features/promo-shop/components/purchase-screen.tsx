'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { promoShopQueries } from '../api/promo-shop-queries';
import { failureOf } from '../model/failure';
import { formatMoney } from '@/lib/i18n/format-money';
import { isUndecided, outcomeOf, pollInterval, type Outcome, type PaymentAttempt } from '../model/outcome';
import { emptyValues } from '../model/purchase-values';
import { purchaseToken, readDraft, writeDraft } from '../model/storage';
import type { Purchase } from '../types';
import { CodesList } from './codes-list';
import { FormAlert } from './form-alert';
import { Busy, ScreenHeading } from './screen-heading';
import styles from './promo-shop.module.css';
import { usePay, type PayProblem } from './use-pay';

interface Props {
  purchaseId: number;
  /** Just created: the payment starts at once (the visitor pressed "Pay"). */
  payNow: boolean;
  /** Back to the form, on the purchase's pack (the draft is kept). */
  onBack: (packId: number | null) => void;
}

/** A clock that ticks while the screen waits for a time-based change (the grace after the widget returned). */
function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * A purchase after the form: its payment and every outcome (spec section 4's payment outcomes, here for a pack):
 * pay, cancelled, waiting for the webhook, declined, no data, expired, paid with the codes. The screen comes from
 * GET purchases/{id}, polled every 2.5 s (10 s after two minutes) while undecided.
 */
export function PurchaseScreen({ purchaseId, payNow, onBack }: Props) {
  const t = useTranslations('promoShop');
  const ref = useMemo(() => ({ id: purchaseId, accessToken: purchaseToken(purchaseId) }), [purchaseId]);
  const [attempt, setAttempt] = useState<PaymentAttempt | null>(null);
  const query = useQuery({
    ...promoShopQueries.purchase(ref),
    refetchInterval: (q) => (q.state.data && isUndecided(outcomeOf(q.state.data, attempt, Date.now())) ? pollInterval(attempt, Date.now()) : false),
  });
  const refresh = () => void query.refetch();
  const { pay, paying, problem } = usePay(ref, { onReturn: setAttempt, refresh });
  const purchase = query.data;
  const now = useNow(attempt !== null && purchase?.paymentState === 'awaiting_payment');
  const outcome = purchase ? outcomeOf(purchase, attempt, now) : null;

  // "Pay" on the form starts the payment of the purchase it made, once.
  const started = useRef(false);
  useEffect(() => {
    if (!payNow || started.current || outcome?.kind !== 'payment') return;
    started.current = true;
    void pay();
  });

  // Paid here: the next order starts from the buyer's e-mail only (the gift and consent were this order's).
  const paidHere = outcome?.kind === 'paid' && attempt !== null;
  useEffect(() => {
    if (paidHere) writeDraft({ ...emptyValues, email: readDraft()?.email ?? '' });
  }, [paidHere]);

  if (query.isPending) return <Busy>{t('purchase.loading')}</Busy>;
  if (query.isError) {
    const back = <BackButton onBack={() => onBack(null)} />;
    if (failureOf(query.error).kind === 'notAllowed') {
      return <Screen title={t('notFound.title')} text={t('notFound.text')} actions={back} />;
    }
    return (
      <Screen
        title={t('requestError.title')}
        text={t('requestError.text')}
        actions={
          <>
            <button type="button" className={styles.primary} onClick={refresh}>
              {t('purchase.retry')}
            </button>
            {back}
          </>
        }
      />
    );
  }
  return (
    <OutcomeScreen
      key={outcome!.kind}
      purchase={query.data}
      outcome={outcome!}
      pay={pay}
      paying={paying}
      problem={problem}
      onBack={() => onBack(query.data.packId)}
    />
  );
}

function OutcomeScreen({
  purchase,
  outcome,
  pay,
  paying,
  problem,
  onBack,
}: {
  purchase: Purchase;
  outcome: Outcome;
  pay: () => Promise<void>;
  paying: boolean;
  problem: PayProblem | null;
  onBack: () => void;
}) {
  const t = useTranslations('promoShop');
  const locale = useLocale() as Locale;
  const problemText = useProblemText(problem);
  const amount = formatMoney(purchase.amount, purchase.currency, locale);
  const codesTo = purchase.recipientEmail ?? purchase.email;
  const summary = <p className={styles.summary}>{t('purchase.summary', { pack: purchase.packName, amount, email: codesTo })}</p>;
  const back = <BackButton onBack={onBack} />;
  const payButton = (label: string) => (
    <button type="button" className={styles.primary} disabled={paying} onClick={() => void pay()}>
      {label}
    </button>
  );
  const problemAndBusy = (
    <>
      <FormAlert>{problemText}</FormAlert>
      {paying ? <Busy>{t('purchase.paying')}</Busy> : null}
    </>
  );

  switch (outcome.kind) {
    case 'paid':
      return (
        <Screen
          title={t('paid.title')}
          text={purchase.recipientEmail ? t('paid.sentGift', { email: purchase.recipientEmail }) : t('paid.sent', { email: purchase.email })}
          actions={
            <>
              <a className={styles.primary} href={locale === 'ru' ? '/' : `/${locale}`}>
                {t('paid.chooseGame')}
              </a>
              <button type="button" className={styles.secondary} onClick={onBack}>
                {t('paid.buyMore')}
              </button>
            </>
          }
        >
          <CodesList codes={purchase.codes} />
          <p className={styles.muted}>{t('paid.howToUse')}</p>
        </Screen>
      );
    case 'payment':
      return (
        <Screen
          title={t('payment.title')}
          text={t('payment.text')}
          actions={
            <>
              {payButton(t('payment.pay', { amount }))}
              {back}
            </>
          }
        >
          {summary}
          {problemAndBusy}
        </Screen>
      );
    case 'cancelled':
      return (
        <Screen
          title={t('cancelled.title')}
          text={t('cancelled.text')}
          actions={
            <>
              {payButton(t('payment.pay', { amount }))}
              {back}
            </>
          }
        >
          {summary}
          {problemAndBusy}
        </Screen>
      );
    case 'waiting':
      return (
        <Screen title={t('waiting.title')} text={t('waiting.text', { email: codesTo })} actions={back}>
          {summary}
          <Busy>{t('waiting.status')}</Busy>
        </Screen>
      );
    case 'declined':
      return (
        <Screen
          title={t('declined.title')}
          text={t('declined.text')}
          actions={
            <>
              {payButton(t('purchase.retry'))}
              {back}
            </>
          }
        >
          {outcome.reason ? <p className={styles.text}>{t('declined.reason', { reason: outcome.reason })}</p> : null}
          {summary}
          {problemAndBusy}
        </Screen>
      );
    case 'noData':
      return (
        <Screen
          title={t('noData.title')}
          text={t('noData.text')}
          actions={
            <>
              {payButton(t('purchase.retry'))}
              {back}
            </>
          }
        >
          {summary}
          {problemAndBusy}
        </Screen>
      );
    case 'expired':
      return <Screen title={t('expired.title')} text={t('expired.text')} actions={back} />;
  }
}

function useProblemText(problem: PayProblem | null): string | null {
  const t = useTranslations('promoShop.problems');
  if (!problem) return null;
  switch (problem.kind) {
    case 'requestError':
      return t('requestError');
    case 'widgetUnavailable':
      return t('widgetUnavailable');
    case 'tooManyAttempts':
      return problem.retryAfter ? t('tooManyIn', { seconds: problem.retryAfter }) : t('tooMany');
    case 'message':
      return problem.text;
  }
}

function BackButton({ onBack }: { onBack: () => void }) {
  const t = useTranslations('promoShop.purchase');
  return (
    <button type="button" className={styles.secondary} onClick={onBack}>
      {t('back')}
    </button>
  );
}

function Screen({ title, text, actions, children }: { title: string; text: string; actions: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.screen} aria-label={title}>
      <ScreenHeading>{title}</ScreenHeading>
      <p className={styles.text}>{text}</p>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
