'use client';
import { useLocale } from 'next-intl';
import { loadLazyMessages } from '@/lib/i18n/lazy-messages-load';
import type { Locale } from '@/lib/i18n/routing';
import { useOpenSupport } from '../store/support-request-provider';
import type { SupportRequestOptions } from '../types';

/**
 * A control that opens the support modal, with the reason (and variant) its place tells. The label comes from the
 * caller (the pages carry no `support` messages); the modal's messages are warmed when the pointer or focus arrives.
 */
export function SupportButton({ label, className, ...options }: SupportRequestOptions & { label: string; className?: string }) {
  const openSupport = useOpenSupport();
  const locale = useLocale() as Locale;
  const warm = () => void loadLazyMessages(locale, 'support').catch(() => undefined);
  return (
    <button type="button" className={className} onPointerEnter={warm} onFocus={warm} onClick={() => openSupport(options)}>
      {label}
    </button>
  );
}
