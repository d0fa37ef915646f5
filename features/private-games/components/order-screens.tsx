'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoney, formatStart } from '../model/format';
import type { OrderOutcome } from '../model/order-outcome';
import type { PrivateOrder } from '../types';
import styles from './private-games.module.css';
import { ScreenHeading } from './screen-heading';

/** What was ordered: the format, the start in the organiser's zone, the teams, and the backend's price. */
function OrderSummary({ order }: { order: PrivateOrder }) {
  const t = useTranslations('privateGames.outcome');
  const locale = useLocale() as Locale;
  return (
    <dl className={styles.facts}>
      <dt>{t('format')}</dt>
      <dd>{order.formatName}</dd>
      <dt>{t('start')}</dt>
      <dd>{t('startValue', { start: formatStart(order.startsAt, order.timeZone, locale), zone: order.timeZone })}</dd>
      <dt>{t('teams')}</dt>
      <dd>{order.teams}</dd>
      {order.kind === 'payment' ? (
        <>
          <dt>{t('amount')}</dt>
          <dd>{formatMoney(order.amount, order.currency, locale)}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Screen({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.section}>
      <ScreenHeading>{title}</ScreenHeading>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

export interface OrderScreenActions {
  pay: () => void;
  paying: boolean;
  problem: string | null;
  /** Back to the form with everything typed (an unpaid order is left to expire). */
  edit: () => void;
  /** A finished order: the form again, for another game. */
  startOver: () => void;
}

/** One screen per outcome of the order (spec section 4 applied to an order), each with a way on or back. */
export function OrderScreen({ outcome, order, actions }: { outcome: OrderOutcome; order: PrivateOrder; actions: OrderScreenActions }) {
  const t = useTranslations('privateGames.outcome');
  const locale = useLocale() as Locale;
  const problem = (
    <p role="alert" className={styles.alert}>
      {actions.problem}
    </p>
  );
  const back = (
    <button type="button" className={styles.secondary} onClick={actions.edit}>
      {t('edit')}
    </button>
  );
  const payButton = (label: string) => (
    <button type="button" className={styles.primary} onClick={actions.pay} disabled={actions.paying}>
      {actions.paying ? t('paying') : label}
    </button>
  );

  switch (outcome.kind) {
    case 'payment':
      return (
        <Screen
          title={t('payment.title')}
          actions={
            <>
              {payButton(t('payment.pay', { price: formatMoney(order.amount, order.currency, locale) }))}
              {back}
            </>
          }
        >
          <OrderSummary order={order} />
          <p className={styles.muted}>{t('payment.text')}</p>
          {problem}
        </Screen>
      );
    case 'processing':
      return (
        <Screen title={t('processing.title')}>
          <p role="status">{t('processing.text')}</p>
        </Screen>
      );
    case 'pendingConfirmation':
      return (
        <Screen title={t('pending.title')}>
          <p role="status">{t('pending.text', { email: order.email })}</p>
        </Screen>
      );
    case 'paymentFailed':
      return (
        <Screen
          title={t('failed.title')}
          actions={
            <>
              {payButton(t('failed.retry'))}
              {back}
            </>
          }
        >
          <p>{t('failed.text')}</p>
          {outcome.reason ? <p>{t('failed.reason', { reason: outcome.reason })}</p> : null}
          {problem}
        </Screen>
      );
    case 'noData':
      return (
        <Screen
          title={t('noData.title')}
          actions={
            <>
              {payButton(t('noData.retry'))}
              {back}
            </>
          }
        >
          <p>{t('noData.text')}</p>
          {problem}
        </Screen>
      );
    case 'expired':
      return (
        <Screen
          title={t('expired.title')}
          actions={
            <button type="button" className={styles.primary} onClick={actions.edit}>
              {t('expired.again')}
            </button>
          }
        >
          <p>{t('expired.text')}</p>
        </Screen>
      );
    case 'requested':
      return (
        <Screen
          title={t('requested.title')}
          actions={
            <button type="button" className={styles.secondary} onClick={actions.startOver}>
              {t('another')}
            </button>
          }
        >
          <OrderSummary order={order} />
          <p>{t('requested.text', { email: order.email })}</p>
        </Screen>
      );
    case 'success':
      return (
        <Screen
          title={t('success.title')}
          actions={
            <>
              {outcome.gameId !== null ? (
                <a className={styles.primary} href={switchLocalePath(`/private/${outcome.gameId}`, locale)}>
                  {t('success.gamePage')}
                </a>
              ) : null}
              <button type="button" className={styles.secondary} onClick={actions.startOver}>
                {t('another')}
              </button>
            </>
          }
        >
          <OrderSummary order={order} />
          <p>{t('success.text', { email: order.email })}</p>
        </Screen>
      );
  }
}
