'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { browserStorage } from '@/lib/state/browser-storage';
import type { LegalDocuments } from '@/lib/config/documents';
import { partyApi } from '../api/party-api';
import { partyQueries } from '../api/party-queries';
import { browserTimeZone } from '../model/format';
import { readOrderDraft, writeOrderDraft, type OrderDraft } from '../model/order-draft';
import { describeOrderFailure } from '../model/order-failure';
import { emptyOrder, type OrderValues } from '../model/order-form-schema';
import { isUndecided, orderOutcomeOf, pollInterval, type PaymentAttempt } from '../model/order-outcome';
import type { PrivateFormat } from '../types';
import { OrderForm } from './order-form';
import { OrderScreen } from './order-screens';
import styles from './private-games.module.css';
import { ScreenHeading } from './screen-heading';
import { useNow } from './use-now';
import { useOrderPayment } from './use-order-payment';

export interface OrderSectionProps {
  formats: readonly PrivateFormat[];
  /** The signed-in player (name and e-mail fill the contact), null for nobody, undefined while reading. */
  viewer: { name: string; email: string } | null | undefined;
  /** Opens the header's auth modal (composed by the page: this feature does not know the auth feature). */
  onLogin: () => void;
  /** An order was paid: the page's list of the visitor's private games is read again. */
  onPaid: () => void;
  documents: LegalDocuments;
}

const storage = () => browserStorage('local');

function initialDraft(locale: Locale): OrderDraft {
  return readOrderDraft(storage(), Date.now()) ?? { values: emptyOrder(locale, browserTimeZone()), orderId: null, attempt: null };
}

/**
 * The order of a private game, from the form to the payment's outcome. The draft (what was typed, the order made
 * and the widget's last return) lives in localStorage, so a reload, a declined card or an expired order never lose
 * anything; the screen after the form always comes from the backend's view of the order.
 */
export function OrderSection({ formats, viewer, onLogin, onPaid, documents }: OrderSectionProps) {
  const locale = useLocale() as Locale;
  const [draft, setDraft] = useState<OrderDraft>(() => initialDraft(locale));
  // What is typed goes to storage as it is typed, without rendering the form again for each key.
  const typed = useRef<OrderValues>(draft.values);
  const [orderKey, setOrderKey] = useState(() => crypto.randomUUID());
  const update = useCallback((change: (current: OrderDraft) => OrderDraft) => {
    setDraft((current) => {
      const next = change({ ...current, values: typed.current });
      typed.current = next.values;
      writeOrderDraft(storage(), next, Date.now());
      return next;
    });
  }, []);

  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);
  const edited = useCallback((values: OrderValues) => {
    typed.current = values;
    writeOrderDraft(storage(), { ...draftRef.current, values }, Date.now());
  }, []);
  const backToForm = useCallback(() => {
    setOrderKey(crypto.randomUUID());
    update((d) => ({ ...d, orderId: null, attempt: null }));
  }, [update]);

  if (draft.orderId !== null) {
    return (
      <OrderProgress
        key={draft.orderId}
        orderId={draft.orderId}
        attempt={draft.attempt}
        onReturned={(attempt) => update((d) => ({ ...d, attempt }))}
        onEdit={backToForm}
        onLogin={onLogin}
        onPaid={onPaid}
      />
    );
  }
  return (
    <OrderForm
      formats={formats}
      initialValues={draft.values}
      viewer={viewer ?? null}
      onEdited={edited}
      signedIn={viewer === undefined ? undefined : viewer !== null}
      onLogin={onLogin}
      onOrdered={(order) => update((d) => ({ ...d, orderId: order.id, attempt: null }))}
      idempotencyKey={orderKey}
      documents={documents}
    />
  );
}

function OrderProgress({
  orderId,
  attempt,
  onReturned,
  onEdit,
  onLogin,
  onPaid,
}: {
  orderId: number;
  attempt: PaymentAttempt | null;
  onReturned: (attempt: PaymentAttempt) => void;
  onEdit: () => void;
  onLogin: () => void;
  onPaid: () => void;
}) {
  const t = useTranslations('privateGames.outcome');
  const locale = useLocale() as Locale;
  const now = useNow(1000);
  const order = useQuery({
    ...partyQueries.order(partyApi, orderId),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && isUndecided(orderOutcomeOf(data, attempt, Date.now())) ? pollInterval(attempt, Date.now()) : false;
    },
  });
  const payment = useOrderPayment(orderId, locale, onReturned, onLogin);
  const outcome = order.data ? orderOutcomeOf(order.data, attempt, now) : null;
  const paidReported = useRef(false);
  useEffect(() => {
    if (outcome?.kind !== 'success' || paidReported.current) return;
    paidReported.current = true;
    onPaid();
  }, [outcome?.kind, onPaid]);

  if (order.isPending) return <p role="status">{t('loading')}</p>;
  if (order.isError) {
    const failure = describeOrderFailure(order.error);
    if (failure.kind === 'sessionExpired') {
      return (
        <div className={styles.section}>
          <ScreenHeading>{t('sessionExpired.title')}</ScreenHeading>
          <p>{t('sessionExpired.text')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={onLogin}>
              {t('sessionExpired.login')}
            </button>
          </div>
        </div>
      );
    }
    return (
      <div className={styles.section}>
        <ScreenHeading>{t('requestErrorTitle')}</ScreenHeading>
        <p>{failure.kind === 'notFound' ? t('notFound') : t('requestError')}</p>
        <div className={styles.actions}>
          {failure.kind === 'notFound' ? null : (
            <button type="button" className={styles.primary} onClick={() => void order.refetch()}>
              {t('retry')}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={onEdit}>
            {t('edit')}
          </button>
        </div>
      </div>
    );
  }
  // One instance per screen: each new screen's heading takes the focus as it appears.
  return <OrderScreen key={outcome!.kind} outcome={outcome!} order={order.data} actions={{ ...payment, edit: onEdit, startOver: onEdit }} />;
}
