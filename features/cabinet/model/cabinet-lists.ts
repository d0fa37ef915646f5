import type { CabinetRegistrationWire } from '@/contract/schemas/cabinet';

/** Live and upcoming registrations (as the server orders them), then the past ones; cancelled ones are past. */
export function splitRegistrations(registrations: readonly CabinetRegistrationWire[]) {
  return {
    upcoming: registrations.filter((r) => !r.isFinished && r.status !== 'CANCELLED'),
    past: registrations.filter((r) => r.isFinished || r.status === 'CANCELLED'),
  };
}

/** Money as people read it in the page's language ("899 ₽", "$10.00"). */
export const formatMoney = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
