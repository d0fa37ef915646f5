/**
 * The local test provider's cards (contract/README.md, "The local test payment provider"). Any future expiry and
 * any 3-digit CVC; the number alone decides the outcome.
 */
type TestCardOutcome = 'success' | 'declined' | 'three_ds' | 'no_answer' | 'later';

const testCards: Readonly<Record<string, { outcome: TestCardOutcome; reason?: string; reasonCode?: string }>> = {
  '4242424242424242': { outcome: 'success' },
  '4000000000000002': { outcome: 'declined', reason: 'Insufficient funds', reasonCode: '5051' },
  '4000000000003220': { outcome: 'three_ds' },
  '4000000000000119': { outcome: 'no_answer' },
  '4000000000000077': { outcome: 'later' },
};

/** A number outside the table is declined like a wrong card. */
const unknownCard = { outcome: 'declined' as const, reason: 'Invalid card number', reasonCode: '5014' };
export const threeDsFailed = { reason: '3-D Secure authentication failed', reasonCode: '5206' };
export const payerCancelled = { reason: 'User has cancelled', reasonCode: '5207' };
export const merchantRefused = { reason: 'The merchant refused the payment', reasonCode: '5006' };

export const cardOf = (number: string) => testCards[number.replace(/\D/g, '')] ?? unknownCard;
