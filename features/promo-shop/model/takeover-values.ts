import type { PurchaseValues } from './purchase-values';

/** The kept draft over the page's defaults: the address's pack wins, the account's e-mail fills an empty field. */
const withDraft = (draft: PurchaseValues, initial: PurchaseValues): PurchaseValues => ({
  ...draft,
  packId: initial.packId || draft.packId,
  email: draft.email || initial.email,
});

/**
 * What the working form starts from when it takes over the inputs on the page: what they hold (`onPage`, read at that
 * moment), except that a kept draft fills every field the visitor has not changed from the page's defaults.
 */
export function takeoverValues(onPage: PurchaseValues, defaults: PurchaseValues, draft: PurchaseValues | null): PurchaseValues {
  if (!draft) return onPage;
  const kept = withDraft(draft, defaults);
  const pick = <K extends keyof PurchaseValues>(key: K): PurchaseValues[K] => (onPage[key] !== defaults[key] ? onPage[key] : kept[key]);
  return {
    packId: pick('packId'),
    email: pick('email'),
    gift: pick('gift'),
    recipientEmail: pick('recipientEmail'),
    recipientName: pick('recipientName'),
    message: pick('message'),
    consent: pick('consent'),
  };
}
