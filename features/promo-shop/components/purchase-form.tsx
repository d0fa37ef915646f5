'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/routing';
import { useCreatePurchase } from '../api/use-create-purchase';
import { shopPath } from '../model/address';
import { failureOf } from '../model/failure';
import { isFormMessageKey, purchaseFormSchema, toPurchaseRequest } from '../model/purchase-form';
import { isGift, type PurchaseValues } from '../model/purchase-values';
import { writeDraft } from '../model/storage';
import type { Pack, Purchase } from '../types';
import { FormFields, type FieldName } from './form-fields';
import styles from './promo-shop.module.css';
import { useKeptDraft } from './use-kept-draft';

/** A field error set from a server reply: its text is shown as the server wrote it (in the page's language). */
const SERVER_ERROR = 'server';
const FIELDS = ['packId', 'email', 'recipientEmail', 'recipientName', 'message', 'consent'] as const satisfies readonly Path<PurchaseValues>[];
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);
const isFieldName = (name: string | null): name is FieldName => name !== null && (isField(name) || name === 'gift');

export interface PurchaseFormProps {
  packs: readonly Pack[];
  /** The values the form opens with: what the server-rendered form held, or the kept draft. */
  initial: PurchaseValues;
  /** The field the visitor was in when this form took over (it keeps the focus). */
  focused?: string | null;
  /** The visitor already pressed "Pay": submit as soon as the form is here. */
  submitNow?: boolean;
  onCreated: (purchase: Purchase) => void;
}

/**
 * The order: a pack, the buyer's e-mail, an optional gift (recipient, name, message), consent. Everything typed is
 * kept as it is typed (model/storage.ts), so a reload or a failed payment loses nothing. Submitting creates the
 * purchase; its payment follows on the purchase's screen. Loaded when the visitor first reaches for the form.
 */
export function PurchaseForm({ packs, initial, focused = null, submitNow = false, onCreated }: PurchaseFormProps) {
  const t = useTranslations('promoShop');
  const locale = useLocale() as Locale;
  const schema = useMemo(() => purchaseFormSchema(packs), [packs]);
  const { register, handleSubmit, watch, getValues, setError, setFocus, formState, control } = useForm<PurchaseValues>({
    defaultValues: initial,
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  const create = useCreatePurchase();
  const [alert, setAlert] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useKeptDraft({ watch, getValues });

  const [packId, giftChecked] = useWatch({ control, name: ['packId', 'gift'] });
  const pack = packs.find((p) => String(p.id) === packId) ?? null;
  const errorText = (error: FieldError | undefined): string | null => {
    if (!error) return null;
    if (error.type === SERVER_ERROR && error.message) return error.message;
    return isFormMessageKey(error.message) ? t(`errors.${error.message}`) : t('errors.invalid');
  };

  const submit = handleSubmit(async (typed) => {
    setAlert(null);
    try {
      const { purchase } = await create.mutateAsync(toPurchaseRequest(typed, packs, locale));
      onCreated(purchase);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'fields') {
        const named = Object.entries(failure.fields).filter(([field]) => isField(field));
        named.forEach(([field, message], i) => setError(field as (typeof FIELDS)[number], { type: SERVER_ERROR, message }, { shouldFocus: i === 0 }));
        if (named.length === 0) setAlert(failure.message);
      } else if (failure.kind === 'tooManyAttempts') {
        setAlert(failure.retryAfter ? t('errors.tooManyIn', { seconds: failure.retryAfter }) : t('errors.tooMany'));
      } else {
        setAlert(t('errors.requestError'));
      }
    }
  });

  // Taking over from the server-rendered form: the focus stays where it was, and a "Pay" already pressed is sent.
  useEffect(() => {
    writeDraft(getValues());
    if (initial.packId) window.history.replaceState(null, '', shopPath(locale, Number(initial.packId)));
    if (isFieldName(focused) && focused !== 'packId') setFocus(focused);
    else if (focused === 'packId') formRef.current?.querySelector<HTMLInputElement>('input[name="packId"]:checked, input[name="packId"]')?.focus();
    if (submitNow) formRef.current?.requestSubmit();
    // Once, when this form replaces the server-rendered one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('form.title')} data-ready="true">
      <FormFields
        packs={packs}
        pack={pack}
        gift={isGift({ packId, gift: giftChecked }, packs)}
        bind={(name) => register(name)}
        errors={Object.fromEntries(FIELDS.map((name) => [name, errorText(formState.errors[name])]))}
        alert={alert}
        busy={create.isPending ? t('form.creating') : null}
        submitting={create.isPending}
      />
    </form>
  );
}
