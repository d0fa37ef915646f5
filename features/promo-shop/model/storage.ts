import { emptyValues, type PurchaseValues } from './purchase-values';

/**
 * What the shop keeps in localStorage (so a reload, a closed tab or a failed payment lose nothing):
 * - the draft: the form as typed, one for the shop (the pack is one of its fields);
 * - the purchases made in this browser: id -> the guest's access token (given once by the backend; a signed-in
 *   buyer's purchase has none and is read with the session). The address carries only the id (`?purchase=`).
 * sessionStorage would lose both with the tab. Storage that is full, disabled or holds something unparseable is
 * treated as empty: the shop still works, it only forgets.
 */
const DRAFT_KEY = 'promo-shop:draft:v1';
const PURCHASES_KEY = 'promo-shop:purchases:v1';
/** Guest purchases are forgotten after this long (their codes are in the letter and, for a buyer with an account, in the cabinet). */
const PURCHASE_KEPT_MS = 30 * 24 * 3600 * 1000;

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: nothing to keep it in.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kept draft, field by field (a field of the wrong type is left empty), or null when there is none. */
export function readDraft(): PurchaseValues | null {
  const stored = read(DRAFT_KEY);
  if (!isRecord(stored)) return null;
  const values = { ...emptyValues };
  for (const key of Object.keys(emptyValues) as (keyof PurchaseValues)[]) {
    const value = stored[key];
    if (typeof value === typeof emptyValues[key]) (values as Record<string, unknown>)[key] = value;
  }
  return values;
}

export const writeDraft = (values: PurchaseValues) => write(DRAFT_KEY, values);
export const clearDraft = () => write(DRAFT_KEY, null);

interface KeptPurchase {
  token: string | null;
  at: number;
}

function keptPurchases(now: number): Record<string, KeptPurchase> {
  const stored = read(PURCHASES_KEY);
  if (!isRecord(stored)) return {};
  const kept: Record<string, KeptPurchase> = {};
  for (const [id, entry] of Object.entries(stored)) {
    if (!isRecord(entry) || typeof entry.at !== 'number' || now - entry.at > PURCHASE_KEPT_MS) continue;
    kept[id] = { token: typeof entry.token === 'string' ? entry.token : null, at: entry.at };
  }
  return kept;
}

/** Remembers a purchase made here (and prunes old ones). */
export function keepPurchase(id: number, token: string | null, now = Date.now()) {
  write(PURCHASES_KEY, { ...keptPurchases(now), [id]: { token, at: now } });
}

/** A purchase's access token, when a guest bought it in this browser; null otherwise (the session reads it). */
export const purchaseToken = (id: number, now = Date.now()): string | null => keptPurchases(now)[String(id)]?.token ?? null;
