'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/routing';
import { useCreatePurchase } from '../api/use-create-purchase';
import { failureOf } from '../model/failure';
import { formatMoney } from '../model/format';
import { isFormMessageKey, isGift, purchaseFormSchema, toPurchaseRequest, type PurchaseValues } from '../model/purchase-form';
import type { Pack, Purchase } from '../types';
import { CheckboxField, FormAlert, TextAreaField, TextField } from './fields';
import { PackPicker } from './pack-picker';
import styles from './promo-shop.module.css';
import { useKeptDraft } from './use-kept-draft';

/** A field error set from a server reply: its text is shown as the server wrote it (in the page's language). */
const SERVER_ERROR = 'server';
const FIELDS = ['packId', 'email', 'recipientEmail', 'recipientName', 'message', 'consent'] as const satisfies readonly Path<PurchaseValues>[];
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

interface Props {
  packs: readonly Pack[];
  /** The values the form opens with (the address's pack, the signed-in buyer's e-mail, or what was typed before). */
  initial: PurchaseValues;
  onCreated: (purchase: Purchase) => void;
}

/**
 * The order: a pack, the buyer's e-mail, an optional gift (recipient, name, message), consent. Everything typed is
 * kept as it is typed (model/storage.ts), so a reload or a failed payment loses nothing. Submitting creates the
 * purchase; its payment follows on the purchase's screen.
 */
export function PurchaseForm({ packs, initial, onCreated }: Props) {
  const t = useTranslations('promoShop');
  const locale = useLocale() as Locale;
  const schema = useMemo(() => purchaseFormSchema(packs), [packs]);
  const { register, handleSubmit, watch, getValues, reset, setError, formState, control } = useForm<PurchaseValues>({
    defaultValues: initial,
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  const create = useCreatePurchase();
  const [alert, setAlert] = useState<string | null>(null);

  useKeptDraft({ initial, reset, watch, getValues });

  const [packId, giftChecked] = useWatch({ control, name: ['packId', 'gift'] });
  const pack = packs.find((p) => String(p.id) === packId) ?? null;
  const gift = isGift({ packId, gift: giftChecked }, packs);
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

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('form.title')}>
      <PackPicker packs={packs} registration={register('packId')} error={errorText(formState.errors.packId)} />
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        hint={gift ? t('form.emailHintGift') : t('form.emailHint')}
        registration={register('email')}
        error={errorText(formState.errors.email)}
      />
      {pack?.kind === 'gift' ? null : <CheckboxField label={t('form.gift')} registration={register('gift')} error={null} />}
      {gift ? (
        <fieldset className={styles.field}>
          <legend>{t('form.giftLegend')}</legend>
          <TextField
            label={t('form.recipientEmail')}
            type="email"
            autoComplete="off"
            hint={t('form.recipientHint')}
            registration={register('recipientEmail')}
            error={errorText(formState.errors.recipientEmail)}
          />
          <TextField label={t('form.recipientName')} autoComplete="off" registration={register('recipientName')} error={errorText(formState.errors.recipientName)} />
          <TextAreaField label={t('form.message')} registration={register('message')} error={errorText(formState.errors.message)} />
        </fieldset>
      ) : null}
      <CheckboxField label={t('form.consent')} registration={register('consent')} error={errorText(formState.errors.consent)} />
      <FormAlert>{alert}</FormAlert>
      {create.isPending ? (
        <p role="status" className={styles.busy}>
          {t('form.creating')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={create.isPending}>
          {pack?.price ? t('form.pay', { amount: formatMoney(pack.price.amount, pack.price.currency, locale) }) : t('form.payNoPack')}
        </button>
      </div>
    </form>
  );
}
