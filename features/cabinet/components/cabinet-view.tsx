import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { balancedBidi } from '@/contract/user-text';
import type { CabinetRegistrationWire } from '@/contract/schemas/cabinet';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoney, splitRegistrations } from '../model/cabinet-lists';
import type { Cabinet } from '../types';
import styles from './cabinet.module.css';

const dateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Moscow' }).format(
    new Date(iso),
  );

/**
 * The player's cabinet (spec: the player data page): profile, teams, team invitations waiting for an answer,
 * registrations and purchases. Server-rendered.
 */
export async function CabinetView({ cabinet, locale }: { cabinet: Cabinet; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'cabinet' });
  const { profile, purchases } = cabinet;
  const { upcoming, past } = splitRegistrations(cabinet.registrations);

  const registrationItem = (r: CabinetRegistrationWire) => (
    <li key={r.id} className={styles.item} data-testid="cabinet-registration">
      <p className={styles.itemTitle} dir="auto">
        {balancedBidi(r.gameName)}
      </p>
      <p className={styles.muted}>
        {t('when', { date: dateTime(r.startsAt, locale) })}
        {r.city ? ` · ${r.city}` : ''} · {t('team', { team: balancedBidi(r.teamName) })}
      </p>
      <p>{t(`status.${r.status}`)}</p>
      {r.amountDue > 0 ? (
        <p className={styles.due}>
          {t('due', { amount: formatMoney(r.amountDue, r.currency, locale) })}{' '}
          <Link href={switchLocalePath(`/reg/${r.gameId}`, locale)} prefetch={false}>
            {t('pay')}
          </Link>
        </p>
      ) : null}
      {r.result ? (
        <p>
          {r.result.place
            ? t('result', { place: r.result.place, total: r.result.total, points: r.result.scoresSum })
            : t('noPlace', { points: r.result.scoresSum })}
        </p>
      ) : null}
      {!r.isFinished && r.status === 'READY' ? (
        <Link href={switchLocalePath(`/game/${r.id}`, locale)} prefetch={false}>
          {t('gamePage')}
        </Link>
      ) : null}
    </li>
  );

  return (
    <main id="main" className={styles.page}>
      <h1>{t('title')}</h1>
      <section aria-labelledby="cabinet-profile" className={styles.section}>
        <h2 id="cabinet-profile">{t('profile')}</h2>
        <div className={styles.profile}>
          {profile.avatarUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- the player's own photo from the API, at an unknown size
            <img src={profile.avatarUrl} alt={t('avatar')} width={64} height={64} className={styles.avatar} />
          ) : null}
          <dl className={styles.facts}>
            <dt>{t('name')}</dt>
            <dd dir="auto">{balancedBidi(profile.name)}</dd>
            <dt>{t('email')}</dt>
            <dd>{profile.email}</dd>
            <dt>{t('phone')}</dt>
            <dd>{profile.phone ?? t('none')}</dd>
            <dt>{t('teams')}</dt>
            <dd dir="auto">{profile.teams.length > 0 ? profile.teams.map((name) => balancedBidi(name)).join(', ') : t('none')}</dd>
          </dl>
        </div>
      </section>
      {cabinet.invites && cabinet.invites.length > 0 ? (
        <section aria-labelledby="cabinet-invites" className={styles.section}>
          <h2 id="cabinet-invites">{t('invites.title')}</h2>
          <ul className={styles.list}>
            {cabinet.invites.map((invite) => (
              <li key={invite.id} className={styles.item} data-testid="cabinet-invite">
                <p className={styles.itemTitle} dir="auto">
                  {t('team', { team: balancedBidi(invite.teamName) })}
                </p>
                <p className={styles.muted}>
                  {invite.gameName ? <span dir="auto">{balancedBidi(invite.gameName)}</span> : null}
                  {invite.startsAt ? ` · ${t('when', { date: dateTime(invite.startsAt, locale) })}` : ''}
                </p>
                {invite.invitedBy ? <p dir="auto">{t('invites.by', { name: balancedBidi(invite.invitedBy) })}</p> : null}
                {invite.expiresAt ? <p className={styles.muted}>{t('invites.until', { date: dateTime(invite.expiresAt, locale) })}</p> : null}
                {invite.token ? (
                  <Link href={switchLocalePath(`/share`, locale, `?invite=${invite.token}`)} prefetch={false}>
                    {t('invites.answer')}
                  </Link>
                ) : (
                  <p className={styles.muted}>{t('invites.noLink')}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="cabinet-upcoming" className={styles.section}>
        <h2 id="cabinet-upcoming">{t('upcoming')}</h2>
        {upcoming.length > 0 ? <ul className={styles.list}>{upcoming.map(registrationItem)}</ul> : <p className={styles.muted}>{t('noUpcoming')}</p>}
      </section>
      <section aria-labelledby="cabinet-past" className={styles.section}>
        <h2 id="cabinet-past">{t('past')}</h2>
        {past.length > 0 ? <ul className={styles.list}>{past.map(registrationItem)}</ul> : <p className={styles.muted}>{t('noPast')}</p>}
      </section>
      <section aria-labelledby="cabinet-purchases" className={styles.section}>
        <h2 id="cabinet-purchases">{t('purchases')}</h2>
        {purchases.registrations.length + purchases.promoCodes.length === 0 ? <p className={styles.muted}>{t('noPurchases')}</p> : null}
        {purchases.registrations.length > 0 ? (
          <ul className={styles.list}>
            {purchases.registrations.map((p) => (
              <li key={p.id} className={styles.item} data-testid="cabinet-purchase">
                <p className={styles.itemTitle} dir="auto">
                  {balancedBidi(p.gameName)}
                </p>
                <p className={styles.muted}>
                  {t('paid', { amount: formatMoney(p.amount, p.currency, locale) })}
                  {p.promo ? ` · ${t('promo', { code: p.promo })}` : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        {purchases.promoCodes.length > 0 ? (
          <ul className={styles.list}>
            {purchases.promoCodes.map((code) => (
              <li key={code.code} className={styles.item}>
                <p className={styles.itemTitle}>{code.code}</p>
                <p className={styles.muted}>{code.usesLeft === null ? t('unlimited') : t('usesLeft', { count: code.usesLeft })}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </main>
  );
}
