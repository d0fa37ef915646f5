import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
// next/link with the prefixed path, as the header does: next-intl's Link would add its client navigation code to
// the game page's first load (this module is part of the page even while the live screen shows).
import Link from 'next/link';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';
import { balancedBidi } from '@/contract/user-text';
import type { GameRoute } from '../../api/server-participant';
import { formatMoney } from '@/lib/i18n/format-money';
import { OpensCountdown, SessionRenew } from './lazy-client';
import { ScreenMessage } from './screen-message';
import styles from './states.module.css';

type StateRoute = Exclude<GameRoute, { kind: 'screen' } | { kind: 'redirect' }>;

/**
 * Every state of /game that is not the live screen, each with a clear message and a way on. `loginAction` is the
 * header's login trigger and `linkHelp` the support request about a missing game link (reason `no_link`), both
 * composed by the route (a feature does not reach into the auth or support features).
 */
export async function GameRouteState({
  route,
  locale,
  loginAction,
  linkHelp,
  pageTitle,
}: {
  route: StateRoute;
  locale: Locale;
  loginAction: ReactNode;
  linkHelp?: ReactNode;
  pageTitle: string;
}) {
  const t = await getTranslations({ locale, namespace: 'participant.states' });
  const home = (
    <p className={styles.actions}>
      <Link href={switchLocalePath('/', locale)}>{t('toGames')}</Link>
    </p>
  );
  // A player who registered and finds no game here (or not theirs) may be missing the game's link: ask support.
  const missingLink = linkHelp ? (
    <p className={styles.muted}>
      {t('noLinkHint')} {linkHelp}
    </p>
  ) : null;
  switch (route.kind) {
    case 'logged-out': {
      const prompt = (
        <>
          <h2>{t('loginTitle')}</h2>
          <p>{t('loginText')}</p>
          <div className={styles.actions}>{loginAction}</div>
        </>
      );
      // The page's own title on top: the player came to "the game" and is told what it takes.
      return (
        <ScreenMessage title={pageTitle} testId="game-login">
          {route.canRenew ? <SessionRenew>{prompt}</SessionRenew> : prompt}
        </ScreenMessage>
      );
    }
    case 'no-games':
      return (
        <ScreenMessage title={t('noGamesTitle')} testId="game-none">
          <p>{t('noGamesText')}</p>
          {home}
          {missingLink}
        </ScreenMessage>
      );
    case 'find-game':
      // The platform lists no registrations (the spec has no call for them): the game's own link opens its screen.
      return (
        <ScreenMessage title={t('findGame.title')} testId="game-find">
          <p>{t('findGame.text')}</p>
          <p className={styles.actions}>
            <Link href={switchLocalePath('/cabinet', locale)}>{t('findGame.cabinet')}</Link>
            <Link href={switchLocalePath('/', locale)}>{t('toGames')}</Link>
          </p>
          {missingLink}
        </ScreenMessage>
      );
    case 'upcoming': {
      const p = route.participation;
      return (
        <ScreenMessage title={t('upcomingTitle', { game: p.gameName })} testId="game-upcoming">
          <p dir="auto">{t('team', { name: balancedBidi(p.teamName) })}</p>
          <OpensCountdown opensAt={p.opensAt} startsAt={p.startsAt} serverNow={route.now} />
        </ScreenMessage>
      );
    }
    case 'not-open':
      return (
        <ScreenMessage title={route.screen.gameName} testId="game-not-open">
          <p dir="auto">{t('team', { name: balancedBidi(route.screen.teamName) })}</p>
          <p>{t('notOpenText')}</p>
          <OpensCountdown opensAt={route.opensAt} startsAt={route.screen.startsAt} serverNow={route.now} />
        </ScreenMessage>
      );
    case 'registration': {
      const { screen } = route;
      const status = screen.status === 'PENDING' ? 'pending' : screen.status === 'DEFERRED' ? 'deferred' : 'cancelled';
      // Still to pay (PENDING, DEFERRED): how much, and the way to pay (the registration modal opens on its payment).
      const due = status !== 'cancelled' && screen.amountDue > 0 ? formatMoney(screen.amountDue, screen.currency, locale) : null;
      return (
        <ScreenMessage title={screen.gameName} testId={`game-${status}`}>
          <p className={styles.muted} dir="auto">
            {t('team', { name: balancedBidi(screen.teamName) })}
          </p>
          <h2>{t(`${status}.title`)}</h2>
          <p>{t(`${status}.text`)}</p>
          {due ? (
            <>
              <p data-testid="game-amount-due">
                <strong>{t('toPay', { amount: due })}</strong>
                {screen.promo ? <span className={styles.muted}> · {t('promo', { code: screen.promo })}</span> : null}
              </p>
              {screen.email ? <p className={styles.muted}>{t('email', { email: screen.email })}</p> : null}
              <p className={styles.actions}>
                <Link href={switchLocalePath(`/reg/${screen.gameId}`, locale)}>{t('pay', { amount: due })}</Link>
              </p>
            </>
          ) : null}
          {home}
        </ScreenMessage>
      );
    }
    case 'failed': {
      const reason = route.status === 403 ? 'forbidden' : route.status === 404 ? 'notFound' : 'error';
      return (
        <ScreenMessage title={t(`${reason}.title`)} testId={`game-${reason}`}>
          <p>{t(`${reason}.text`, { status: route.status })}</p>
          {home}
          {reason === 'forbidden' ? missingLink : null}
        </ScreenMessage>
      );
    }
  }
}
