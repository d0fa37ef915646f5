import type { Pack } from '../types';

/** What the purchase form's inputs hold (strings and booleans); the request body is built from them. */
export interface PurchaseValues {
  /** The chosen pack's id (a radio's value); empty until chosen. */
  packId: string;
  email: string;
  /** "This is a gift" for a single entry or a pack; a gift certificate is always one. */
  gift: boolean;
  recipientEmail: string;
  recipientName: string;
  message: string;
  consent: boolean;
}

export const emptyValues: PurchaseValues = { packId: '', email: '', gift: false, recipientEmail: '', recipientName: '', message: '', consent: false };

/** Whether the recipient's fields apply: a gift certificate, or a pack the buyer marked as a gift. */
export const isGift = (values: Pick<PurchaseValues, 'packId' | 'gift'>, packs: readonly Pack[]) =>
  values.gift || packs.find((p) => String(p.id) === values.packId)?.kind === 'gift';

/** The values a form element holds now (the server-rendered form's, before the form's code has loaded). */
export function valuesOfForm(form: HTMLFormElement): PurchaseValues {
  const data = new FormData(form);
  const text = (name: keyof PurchaseValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    packId: text('packId'),
    email: text('email'),
    gift: data.has('gift'),
    recipientEmail: text('recipientEmail'),
    recipientName: text('recipientName'),
    message: text('message'),
    consent: data.has('consent'),
  };
}
