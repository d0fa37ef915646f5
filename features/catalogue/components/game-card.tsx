'use client';
import { useLocale, useTranslations } from 'next-intl';
import { memo } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';
import { useInPlaceLink } from '@/lib/routing/in-place-addresses';
import { registrationPath } from '@/lib/routing/registration-address';
import type { CatalogueCard } from '../types';
import { AddToCalendarButton } from './add-to-calendar-button';
import styles from './game-card.module.css';

const DEFAULT_GAME_IMAGE = '/images/game-default.svg';

/**
 * A started game's line (in place of "registration ended"): its stage, and for the registered team a call to join
 * until the final rounds (docs/shell.md, "Started-game helpers").
 */
const startedMessage = (card: CatalogueCard) =>
  card.started === 'finalRounds' || card.timeline !== 'registered' ? card.started! : (`${card.started!}Registered` as const);

/** Which timeline states invite the visitor to register. */
const canRegister = (card: CatalogueCard) => card.registration.kind === 'open' || card.registration.kind === 'fewPlaces';

/**
 * One game of the catalogue. All text arrives formatted (dates, prices, states); the card only picks the words.
 * The image is sized (16:9) and the text blocks have fixed line counts, so every card has the same height and
 * the skeleton that stands in for one while loading takes exactly its place.
 * Memoised: a member's registrations are laid over the shared cards once the page has loaded, and unchanged cards
 * keep their objects (as the query's structural sharing keeps them on a refetch), so only the changed cards render again.
 */
export const GameCard = memo(function GameCard({
  card,
  eager = false,
  headingRef,
}: {
  card: CatalogueCard;
  eager?: boolean;
  headingRef?: (el: HTMLHeadingElement | null) => void;
}) {
  const t = useTranslations('catalogue');
  // Links with the prefixed path (AppLink): next-intl's navigation helpers and next/link would add their code to the
  // page's first load.
  const locale = useLocale() as Locale;
  // The registration modal opens over this page (its address changes, the page stays): no navigation, no reload.
  const openInPlace = useInPlaceLink();
  const headingId = `game-${card.id}-name`;
  const capitalName = card.capital.key ? t(`card.capital.${card.capital.key}`) : card.capital.zone;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-timeline={card.timeline} data-testid="game-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- card headers are data: URLs or tiny SVGs; next/image adds JS and a round trip */}
      <img
        className={styles.image}
        src={card.image ?? DEFAULT_GAME_IMAGE}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <p className={styles.badge} data-state={card.timeline}>
        {t(`card.timeline.${card.timeline}`)}
      </p>
      <div className={styles.body}>
        <p className={styles.tags}>
          <span>{t(`types.${card.type}`)}</span>
          {card.topic ? <span>{t('card.topic', { topic: card.topic })}</span> : null}
        </p>
        <h3 id={headingId} className={styles.name} tabIndex={-1} ref={headingRef}>
          {card.name}
        </h3>
        <p className={styles.description}>{card.description ?? t('card.defaultDescription')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('card.when')}</dt>
            <dd>
              <span className={styles.range}>
                <time dateTime={card.startsAt}>{card.date}</time>–<time dateTime={card.endsAt}>{card.endTime}</time>
              </span>
              <span className={styles.zone}>{t('card.capitalZone', { city: capitalName, offset: card.capital.offset })}</span>
              {card.localTime ? <span className={styles.zone}>{t('card.localTime', { time: card.localTime })}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{t('card.city')}</dt>
            <dd>{card.cityName ?? t('card.cityUnknown')}</dd>
          </div>
          <div>
            <dt>{t('card.price')}</dt>
            <dd>{card.price ?? t('card.free')}</dd>
          </div>
        </dl>
        {card.started ? (
          <p className={styles.registration} data-kind="started" data-phase={card.started} data-testid="started-helper">
            {t(`card.started.${startedMessage(card)}`)}
          </p>
        ) : (
          <p className={styles.registration} data-kind={card.registration.kind}>
            {card.registration.opensAt
              ? t('card.registration.opensLater', { date: card.registration.opensAt })
              : t(`card.registration.${card.registration.kind}`)}
          </p>
        )}
        <div className={styles.actions}>
          {card.gamePage ? (
            <>
              <AppLink href={switchLocalePath(card.gamePage.path, locale)} className={styles.primary}>
                {t('card.goToGame')}
                <span className="visually-hidden">: {card.name}</span>
              </AppLink>
              {/* The team's registration: paid, or still to pay (pay later) — the modal shows which, with a way to pay. */}
              <AppLink href={registrationPath(card.id, locale)} className={styles.secondary} onClick={openInPlace}>
                {t('card.myRegistration')}
                <span className="visually-hidden">: {card.name}</span>
              </AppLink>
              {card.gamePage.open ? null : <p className={styles.note}>{t('card.gamePageOpens', { date: card.pageOpensAt })}</p>}
            </>
          ) : canRegister(card) ? (
            <AppLink href={registrationPath(card.id, locale)} className={styles.primary} onClick={openInPlace}>
              {t('card.register')}
              <span className="visually-hidden">: {card.name}</span>
            </AppLink>
          ) : null}
          <AddToCalendarButton card={card} label={t('card.addToCalendar')} />
        </div>
      </div>
    </article>
  );
});

/** Stands in for a card while a page loads: the same box, so nothing moves when the card arrives. */
export function GameCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.image} />
      <div className={styles.body} />
    </div>
  );
}
