'use client';
import { useEffect } from 'react';
import type { UseFormGetValues, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import type { OrderValues } from '../model/order-form-schema';

/** Everything typed goes to the draft as it is typed, so a reload, an error or a declined card never lose it. */
export function useKeepTyped(watch: UseFormWatch<OrderValues>, getValues: UseFormGetValues<OrderValues>, onEdited: (values: OrderValues) => void) {
  useEffect(() => {
    const subscription = watch(() => onEdited({ ...getValues() }));
    return () => subscription.unsubscribe();
  }, [watch, getValues, onEdited]);
}

/** The account's name and e-mail fill the contact fields once known (also after a login here), never over what was typed. */
export function useContactFromAccount(
  viewer: { name: string; email: string } | null,
  getValues: UseFormGetValues<OrderValues>,
  setValue: UseFormSetValue<OrderValues>,
) {
  const name = viewer?.name ?? '';
  const email = viewer?.email ?? '';
  useEffect(() => {
    if (name && !getValues('contactName').trim()) setValue('contactName', name);
    if (email && !getValues('email').trim()) setValue('email', email);
  }, [name, email, getValues, setValue]);
}
