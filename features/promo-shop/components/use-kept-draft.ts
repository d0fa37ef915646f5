'use client';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { UseFormGetValues, UseFormWatch } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/routing';
import { shopPath } from '../model/address';
import type { PurchaseValues } from '../model/purchase-values';
import { writeDraft } from '../model/storage';

/**
 * Nothing typed is lost: every change is kept as it is typed (model/storage.ts). The chosen pack goes to the
 * address, so the page can be reloaded or shared as it is.
 */
export function useKeptDraft({ watch, getValues }: { watch: UseFormWatch<PurchaseValues>; getValues: UseFormGetValues<PurchaseValues> }) {
  const locale = useLocale() as Locale;
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      const values = getValues();
      writeDraft(values);
      if (name === 'packId' && values.packId) window.history.replaceState(null, '', shopPath(locale, Number(values.packId)));
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, locale]);
}
