import type { Locale } from '@/lib/i18n/routing';

/**
 * The shop's address: `/promocodes/{packId}` names the chosen pack, `?purchase={id}` the purchase shown (its access
 * token, for a guest, stays in this browser's storage: never in the address, which is shared and logged).
 */
export function shopPath(locale: Locale, packId: number | null, purchaseId: number | null = null): string {
  const prefix = locale === 'ru' ? '' : `/${locale}`;
  const path = `${prefix}/promocodes${packId === null ? '' : `/${packId}`}`;
  return purchaseId === null ? path : `${path}?purchase=${purchaseId}`;
}

/** `?purchase=` as the page reads it: a positive integer, or null. */
export function parsePurchaseParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}
