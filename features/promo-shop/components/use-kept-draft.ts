'use client';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { UseFormGetValues, UseFormReset, UseFormWatch } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/routing';
import { shopPath } from '../model/address';
import type { PurchaseValues } from '../model/purchase-form';
import { readDraft, writeDraft } from '../model/storage';

interface Form {
  initial: PurchaseValues;
  reset: UseFormReset<PurchaseValues>;
  watch: UseFormWatch<PurchaseValues>;
  getValues: UseFormGetValues<PurchaseValues>;
}

/**
 * Nothing typed is lost: the kept draft fills the form after the first render (the server has no storage; the
 * address's pack wins, the account's e-mail fills an empty field), and every change is kept as it is typed. The
 * chosen pack goes to the address, so the page can be reloaded or shared as it is.
 */
export function useKeptDraft({ initial, reset, watch, getValues }: Form) {
  const locale = useLocale() as Locale;
  useEffect(() => {
    const draft = readDraft();
    if (draft) reset({ ...draft, packId: initial.packId || draft.packId, email: draft.email || initial.email });
  }, [reset, initial.packId, initial.email]);

  useEffect(() => {
    const subscription = watch((_, { name }) => {
      const values = getValues();
      writeDraft(values);
      if (name === 'packId' && values.packId) window.history.replaceState(null, '', shopPath(locale, Number(values.packId)));
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, locale]);
}
