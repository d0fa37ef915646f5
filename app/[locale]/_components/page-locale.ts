import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { notFound } from 'next/navigation';

/** Reads and validates the [locale] param and enables static-friendly translations for the segment. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
