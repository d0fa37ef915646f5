import { z } from 'zod/mini';
import { promoDiscountTypes } from '@/contract/promo-price';
import type { FlowState } from './flow-machine';
import { steps } from './step-schemas';

/*
 * The registration draft, one per game, in localStorage: a reload, a closed tab or a confirmation letter opened in
 * another tab must not lose what was typed nor a registration already made (a guest's access token lives only
 * here). sessionStorage would lose it with the tab. It is dropped after a week, and read back only when it still
 * has the shape written here (anything else counts as no draft).
 */

export const DRAFT_TTL_MS = 7 * 24 * 60 * 60_000;
const DRAFT_PREFIX = 'quiz.registration.draft.';

export const draftKey = (gameId: number) => `${DRAFT_PREFIX}${gameId}`;

const text = z.string().check(z.maxLength(1000));
const storedDraftSchema = z.object({
  version: z.literal(1),
  savedAt: z.number(),
  state: z.object({
    step: z.enum(steps),
    values: z.object({
      data: z.object({ name: text, email: text, cityId: text, city: text }),
      team: z.object({ choice: text, teamName: text }),
      cost: z.object({ promo: text, consent: z.boolean(), agreement: z.boolean() }),
    }),
    promo: z.object({
      code: text,
      isSended: z.boolean(),
      isSuccess: z.boolean(),
      discountValue: z.number(),
      discountType: z.enum(promoDiscountTypes),
      status: z.nullable(z.enum(['success', 'error'])),
      text,
    }),
    registration: z.nullable(z.object({ id: z.int(), accessToken: z.nullable(text) })),
    registerKey: text,
    attempt: z.nullable(z.object({ returnedAt: z.number(), widgetSucceeded: z.boolean(), payerCancelled: z.boolean() })),
  }),
});

const parseJson = (raw: string | null): unknown => {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** The game's draft, or null (none, too old, or not readable). A check under way at the reload is not under way now. */
export function readDraft(storage: Storage | null, gameId: number, now: number): FlowState | null {
  if (!storage) return null;
  const parsed = storedDraftSchema.safeParse(parseJson(storage.getItem(draftKey(gameId))));
  if (!parsed.success || now - parsed.data.savedAt > DRAFT_TTL_MS) return null;
  const state = parsed.data.state;
  return { ...state, promo: { ...state.promo, isSended: false } };
}

/** Saves the draft; a full or blocked storage only costs the draft (the form keeps working). */
export function writeDraft(storage: Storage | null, gameId: number, state: FlowState, now: number) {
  try {
    storage?.setItem(draftKey(gameId), JSON.stringify({ version: 1, savedAt: now, state }));
  } catch {
    // Quota or privacy mode: nothing to do, the screen still holds the values.
  }
}

export function clearDraft(storage: Storage | null, gameId: number) {
  try {
    storage?.removeItem(draftKey(gameId));
  } catch {
    // Blocked storage: there is no draft to clear.
  }
}

/** Drafts older than a week are removed when the modal opens (they hold names and e-mails). */
export function pruneDrafts(storage: Storage | null, now: number) {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key?.startsWith(DRAFT_PREFIX) ?? false);
    for (const key of keys) {
      const savedAt = (parseJson(storage.getItem(key)) as { savedAt?: unknown } | undefined)?.savedAt;
      if (typeof savedAt !== 'number' || now - savedAt > DRAFT_TTL_MS) storage.removeItem(key);
    }
  } catch {
    // Blocked storage.
  }
}
