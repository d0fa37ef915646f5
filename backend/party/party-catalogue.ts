import type { PartyLanguage } from '@/contract/party-settings';
import { toMajorUnits } from '@/contract/promo-price';
import type { GameType } from '@/contract/schemas/catalogue';
import type { LanguagePrice, PrivateFormatWire, PromoPackKind, PromoPackWire } from '@/contract/schemas/party';
import type { Db } from '../db/database';
import { gameFormat } from '../game/game-content';
import type { Locale } from '../i18n/locale';

export interface FormatRow {
  id: number;
  code: string;
  type: Extract<GameType, 'classic' | 'family' | 'themed'>;
  duration_minutes: number;
  min_teams: number;
  max_teams: number;
}

export interface PackRow {
  id: number;
  kind: PromoPackKind;
  entries: number;
  validity_days: number;
}

interface PriceRow {
  language: PartyLanguage;
  price_minor: number;
  currency: string;
}

const toPrice = (row: PriceRow): LanguagePrice => ({ language: row.language, amount: toMajorUnits(row.price_minor), currency: row.currency });

/**
 * What is on sale in the party family: private game formats and promo-code packs, each with texts in the three
 * languages (the reply's follows Accept-Language) and a price per language.
 */
export function createPartyCatalogue(db: Db) {
  const formats = db.prepare('SELECT * FROM private_formats ORDER BY sort, id');
  const format = db.prepare('SELECT * FROM private_formats WHERE id = ?');
  const formatText = db.prepare('SELECT name, description FROM private_format_texts WHERE format_id = ? AND locale = ?');
  const formatPrices = db.prepare('SELECT language, price_minor, currency FROM private_format_prices WHERE format_id = ? ORDER BY language');
  const formatPrice = db.prepare('SELECT language, price_minor, currency FROM private_format_prices WHERE format_id = ? AND language = ?');
  const packs = db.prepare('SELECT * FROM promo_packs ORDER BY sort, id');
  const pack = db.prepare('SELECT * FROM promo_packs WHERE id = ?');
  const packText = db.prepare('SELECT name, description FROM promo_pack_texts WHERE pack_id = ? AND locale = ?');
  const packPrices = db.prepare('SELECT language, price_minor, currency FROM promo_pack_prices WHERE pack_id = ? ORDER BY language');
  const packPrice = db.prepare('SELECT language, price_minor, currency FROM promo_pack_prices WHERE pack_id = ? AND language = ?');
  const singlePrice = db
    .prepare(
      `SELECT p.price_minor FROM promo_pack_prices p JOIN promo_packs k ON k.id = p.pack_id
    WHERE k.kind = 'single' AND p.language = ? ORDER BY k.sort, k.id LIMIT 1`,
    )
    .pluck();

  const formatTexts = (id: number, locale: Locale) =>
    (formatText.get(id, locale) as { name: string; description: string } | undefined) ?? { name: '', description: '' };
  const packTexts = (id: number, locale: Locale) =>
    (packText.get(id, locale) as { name: string; description: string } | undefined) ?? { name: '', description: '' };

  /** How much cheaper than the same entries bought one by one, in the cheapest language's terms (whole percent). */
  function discountOf(row: PackRow): number {
    let best = 0;
    for (const price of packPrices.all(row.id) as PriceRow[]) {
      const single = singlePrice.get(price.language) as number | undefined;
      if (!single || row.entries <= 1) continue;
      best = Math.max(best, Math.round(100 - (price.price_minor * 100) / (single * row.entries)));
    }
    return Math.max(0, best);
  }

  return {
    format: (id: number) => format.get(id) as FormatRow | undefined,
    formatName: (id: number, locale: Locale) => formatTexts(id, locale).name,
    formatPrice: (id: number, language: PartyLanguage) => formatPrice.get(id, language) as PriceRow | undefined,
    formatWire(row: FormatRow, locale: Locale): PrivateFormatWire {
      const rounds = gameFormat(row.type);
      const texts = formatTexts(row.id, locale);
      return {
        id: row.id,
        type: row.type,
        name: texts.name,
        description: texts.description,
        rounds: rounds.tours,
        questionsPerRound: rounds.questions,
        durationMinutes: row.duration_minutes,
        minTeams: row.min_teams,
        maxTeams: row.max_teams,
        prices: (formatPrices.all(row.id) as PriceRow[]).map(toPrice),
      };
    },
    formats(locale: Locale): PrivateFormatWire[] {
      return (formats.all() as FormatRow[]).map((row) => this.formatWire(row, locale));
    },

    pack: (id: number) => pack.get(id) as PackRow | undefined,
    packName: (id: number, locale: Locale) => packTexts(id, locale).name,
    packPrice: (id: number, language: PartyLanguage) => packPrice.get(id, language) as PriceRow | undefined,
    packs(locale: Locale): PromoPackWire[] {
      return (packs.all() as PackRow[]).map((row) => {
        const texts = packTexts(row.id, locale);
        return {
          id: row.id,
          kind: row.kind,
          name: texts.name,
          description: texts.description,
          entries: row.entries,
          validityDays: row.validity_days,
          discountPercent: discountOf(row),
          prices: (packPrices.all(row.id) as PriceRow[]).map(toPrice),
        };
      });
    },
  };
}

export type PartyCatalogue = ReturnType<typeof createPartyCatalogue>;
