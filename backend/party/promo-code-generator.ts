import { randomInt } from 'node:crypto';
import { PROMO_CODE_ALPHABET, PROMO_CODE_GROUP_LENGTH, PROMO_CODE_GROUPS } from '@/contract/party-settings';
import type { Db } from '../db/database';

/**
 * A new promo code: 16 characters of Crockford's base32 from the system's cryptographic generator, in groups of
 * four (`7KQ2-M9XD-0TRC-H4PB`): 80 random bits, so a code cannot be guessed, even at many more checks than the
 * check-promo rate limit allows.
 */
function randomPromoCode(next: (max: number) => number = randomInt): string {
  const groups: string[] = [];
  for (let g = 0; g < PROMO_CODE_GROUPS; g += 1) {
    let group = '';
    for (let i = 0; i < PROMO_CODE_GROUP_LENGTH; i += 1) group += PROMO_CODE_ALPHABET[next(PROMO_CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/**
 * Codes no other code has (the column is UNIQUE, case-insensitive): a collision is astronomically unlikely, and if
 * one happens the code is drawn again rather than trusted to chance.
 */
export function uniquePromoCodes(db: Db, count: number, next?: (max: number) => number): string[] {
  const taken = db.prepare('SELECT 1 FROM promo_codes WHERE code = ?');
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = randomPromoCode(next);
    if (!codes.has(code) && taken.get(code) === undefined) codes.add(code);
  }
  return [...codes];
}
