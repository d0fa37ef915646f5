import { toPack } from '../api/to-promo-shop';
import { packsWire } from '../testing/fixtures';
import { purchaseFormSchema, toPurchaseRequest } from './purchase-form';
import { emptyValues, type PurchaseValues } from './purchase-values';

const packs = packsWire.map((wire) => toPack(wire, 'en'));
const schema = purchaseFormSchema(packs);
const valid: PurchaseValues = { ...emptyValues, packId: '2', email: ' buyer@example.com ', consent: true };

/** The message key of each failing field, as the form shows them (one per field, the first). */
function messages(values: PurchaseValues) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('the purchase form’s rules', () => {
  it('asks for a pack, a valid e-mail and consent, each with its own message', () => {
    expect(messages(emptyValues)).toEqual({ packId: 'packRequired', email: 'emailRequired', consent: 'consentRequired' });
    expect(messages({ ...valid, packId: '999' })).toEqual({ packId: 'packRequired' });
    expect(messages({ ...valid, email: 'not-an-address' })).toEqual({ email: 'emailInvalid' });
    expect(messages({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: 'tooLong' });
    expect(messages(valid)).toEqual({});
  });

  it('asks for the recipient of a gift certificate, or of a pack marked as a gift, and keeps the message within limits', () => {
    expect(messages({ ...valid, packId: '4' })).toEqual({ recipientEmail: 'recipientRequired' });
    expect(messages({ ...valid, gift: true })).toEqual({ recipientEmail: 'recipientRequired' });
    expect(messages({ ...valid, gift: true, recipientEmail: 'friend@' })).toEqual({ recipientEmail: 'emailInvalid' });
    expect(messages({ ...valid, gift: true, recipientEmail: 'friend@example.com', message: 'x'.repeat(501) })).toEqual({ message: 'tooLong' });
    expect(messages({ ...valid, packId: '4', recipientEmail: 'friend@example.com' })).toEqual({});
  });

  it('sends the recipient’s fields only for a gift, trimmed, and never a price', () => {
    const typed = { ...valid, recipientEmail: 'friend@example.com', recipientName: 'Paul', message: 'Enjoy' };
    expect(toPurchaseRequest(typed, packs, 'en')).toEqual({
      packId: 2,
      language: 'en',
      email: 'buyer@example.com',
      recipientEmail: null,
      recipientName: null,
      message: null,
      consent: true,
    });
    expect(toPurchaseRequest({ ...typed, gift: true, recipientName: '  ', message: ' Enjoy ' }, packs, 'en')).toMatchObject({
      recipientEmail: 'friend@example.com',
      recipientName: null,
      message: 'Enjoy',
    });
  });
});
