import type { Db } from '../db/database';
import { addDays, zonedDate, zonedWallTimeToMs } from '../time/zoned-time';

/** The demo private game's invite token (demo data, documented in contract/README.md; real ones are random). */
export const DEMO_INVITE_TOKEN = 'demo-invite-r5Tq8wXz';

type Texts = Record<'ru' | 'en' | 'fr', [name: string, description: string]>;
type Prices = Partial<Record<'ru' | 'en' | 'fr', [minor: number, currency: string]>>;

const formats: { code: string; type: 'classic' | 'family' | 'themed'; minutes: number; min: number; max: number; texts: Texts; prices: Prices }[] = [
  {
    code: 'classic',
    type: 'classic',
    minutes: 120,
    min: 2,
    max: 40,
    texts: {
      ru: ['Классика', 'Семь раундов обо всём: для коллег и друзей.'],
      en: ['Classic', 'Seven rounds about everything: for colleagues and friends.'],
      fr: ['Classique', 'Sept manches sur tout : pour collègues et amis.'],
    },
    prices: { ru: [1500000, 'RUB'], fr: [1500000, 'RUB'], en: [20000, 'USD'] },
  },
  {
    code: 'family',
    type: 'family',
    minutes: 90,
    min: 2,
    max: 20,
    texts: {
      ru: ['Семейная', 'Вопросы для всех возрастов: дети играют вместе со взрослыми.'],
      en: ['Family', 'Questions for every age: children play with the adults.'],
      fr: ['Famille', 'Des questions pour tous les âges : les enfants jouent avec les adultes.'],
    },
    prices: { ru: [1000000, 'RUB'], fr: [1000000, 'RUB'], en: [15000, 'USD'] },
  },
  {
    code: 'themed',
    type: 'themed',
    minutes: 120,
    min: 4,
    max: 40,
    texts: {
      ru: ['Тематическая', 'Все раунды на одну тему по вашему выбору.'],
      en: ['Themed', 'Every round on one topic of your choice.'],
      fr: ['Thématique', 'Toutes les manches sur un thème de votre choix.'],
    },
    prices: { ru: [2000000, 'RUB'], fr: [2000000, 'RUB'], en: [25000, 'USD'] },
  },
];

const packs: { kind: 'single' | 'pack' | 'gift'; entries: number; days: number; texts: Texts; prices: Prices }[] = [
  {
    kind: 'single',
    entries: 1,
    days: 180,
    texts: {
      ru: ['Одно участие', 'Промокод на одну игру.'],
      en: ['Single entry', 'A promo code for one game.'],
      fr: ['Une participation', 'Un code promo pour une partie.'],
    },
    prices: { ru: [89900, 'RUB'], fr: [89900, 'RUB'], en: [1000, 'USD'] },
  },
  {
    kind: 'pack',
    entries: 5,
    days: 365,
    texts: {
      ru: ['Пять участий', 'Пять промокодов со скидкой.'],
      en: ['Five entries', 'Five promo codes at a discount.'],
      fr: ['Cinq participations', 'Cinq codes promo à prix réduit.'],
    },
    prices: { ru: [399000, 'RUB'], fr: [399000, 'RUB'], en: [4500, 'USD'] },
  },
  {
    kind: 'pack',
    entries: 10,
    days: 365,
    texts: {
      ru: ['Десять участий', 'Десять промокодов с большой скидкой.'],
      en: ['Ten entries', 'Ten promo codes at a big discount.'],
      fr: ['Dix participations', 'Dix codes promo à prix très réduit.'],
    },
    prices: { ru: [749000, 'RUB'], fr: [749000, 'RUB'], en: [8500, 'USD'] },
  },
  {
    kind: 'gift',
    entries: 2,
    days: 365,
    texts: {
      ru: ['Подарочный сертификат', 'Два участия в подарок: коды придут получателю с вашим поздравлением.'],
      en: ['Gift certificate', 'Two entries as a gift: the codes go to the recipient with your message.'],
      fr: ['Carte cadeau', 'Deux participations en cadeau : les codes sont envoyés au destinataire avec votre message.'],
    },
    prices: { ru: [179800, 'RUB'], fr: [179800, 'RUB'], en: [2000, 'USD'] },
  },
];

/** Private game formats and promo-code packs on sale: part of the catalogue, seeded with or without demo mode. */
export function seedPartyCatalogue(db: Db): void {
  const insertFormat = db.prepare('INSERT INTO private_formats (code, type, duration_minutes, min_teams, max_teams, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const formatText = db.prepare('INSERT INTO private_format_texts (format_id, locale, name, description) VALUES (?, ?, ?, ?)');
  const formatPrice = db.prepare('INSERT INTO private_format_prices (format_id, language, price_minor, currency) VALUES (?, ?, ?, ?)');
  const insertPack = db.prepare('INSERT INTO promo_packs (kind, entries, validity_days, sort) VALUES (?, ?, ?, ?)');
  const packText = db.prepare('INSERT INTO promo_pack_texts (pack_id, locale, name, description) VALUES (?, ?, ?, ?)');
  const packPrice = db.prepare('INSERT INTO promo_pack_prices (pack_id, language, price_minor, currency) VALUES (?, ?, ?, ?)');
  formats.forEach((f, sort) => {
    const id = Number(insertFormat.run(f.code, f.type, f.minutes, f.min, f.max, sort).lastInsertRowid);
    for (const [locale, [name, description]] of Object.entries(f.texts)) formatText.run(id, locale, name, description);
    for (const [language, [minor, currency]] of Object.entries(f.prices)) formatPrice.run(id, language, minor, currency);
  });
  packs.forEach((p, sort) => {
    const id = Number(insertPack.run(p.kind, p.entries, p.days, sort).lastInsertRowid);
    for (const [locale, [name, description]] of Object.entries(p.texts)) packText.run(id, locale, name, description);
    for (const [language, [minor, currency]] of Object.entries(p.prices)) packPrice.run(id, language, minor, currency);
  });
}

/**
 * Demo mode: a paid private game organised by the demo player, six days ahead in Moscow (day 7 is the seed's day without games), with a known invite link
 * (`/private/{id}?invite=DEMO_INVITE_TOKEN`). Teams register free through it.
 */
export function seedDemoPrivateGame(db: Db, organiserId: number, cityId: number, now: number): number {
  const zone = 'Europe/Moscow';
  const startsAt = zonedWallTimeToMs(addDays(zonedDate(now, zone), 6), 19, 0, zone);
  const format = db.prepare("SELECT id FROM private_formats WHERE code = 'classic'").pluck().get() as number;
  const order = Number(
    db
      .prepare(
        `INSERT INTO private_orders (user_id, format_id, language, locale, starts_at, time_zone, teams, contact_name, email, kind,
          status, price_minor, currency, paid_at, created_at, updated_at)
        SELECT ?, ?, 'ru', 'ru', ?, ?, 12, name, email, 'payment', 'paid', 1500000, 'RUB', ?, ?, ? FROM users WHERE id = ?`,
      )
      .run(organiserId, format, startsAt, zone, now, now, now, organiserId).lastInsertRowid,
  );
  const gameId = Number(
    db
      .prepare(
        `INSERT INTO games (city_id, type, name, description, topic, starts_at, starts_local_date, registration_at,
          registration_allowed, max_participants, price_minor, currency, created_at, is_private)
        VALUES (?, 'classic', 'Классика · Корпоратив', NULL, NULL, ?, ?, NULL, 1, 12, 0, 'RUB', ?, 1)`,
      )
      .run(cityId, startsAt, zonedDate(startsAt, zone), now).lastInsertRowid,
  );
  db.prepare(
    `INSERT INTO private_games (game_id, order_id, organiser_user_id, format_id, language, time_zone, invite_token, created_at)
    VALUES (?, ?, ?, ?, 'ru', ?, ?, ?)`,
  ).run(gameId, order, organiserId, format, zone, DEMO_INVITE_TOKEN, now);
  db.prepare('UPDATE private_orders SET game_id = ? WHERE id = ?').run(gameId, order);
  return gameId;
}
