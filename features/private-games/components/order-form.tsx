'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { partyLanguages, privateOrderSettings } from '@/contract/party-settings';
import type { Locale } from '@/lib/i18n/routing';
import { documentLink } from '@/components/ui/document-link';
import type { LegalDocuments } from '@/lib/config/documents';
import { useCreateOrder } from '../api/use-create-order';
import { formatMoney, timeZoneOptions } from '../model/format';
import { describeOrderFailure } from '../model/order-failure';
import { isOrderField, isOrderMessageKey, orderFormSchema, orderRequest, priceIn, type OrderValues } from '../model/order-form-schema';
import type { PrivateFormat, PrivateOrder } from '../types';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import styles from './private-games.module.css';
import { useContactFromAccount, useKeepTyped } from './use-keep-typed';

/** A field error set from a server reply: its text is the server's (in the page's language). */
const SERVER_ERROR = 'server';

export interface OrderFormProps {
  formats: readonly PrivateFormat[];
  /** The form's values when it opens (the draft); later changes of this prop are not read. */
  initialValues: OrderValues;
  /** The signed-in player: their name and e-mail fill the contact fields left empty. */
  viewer: { name: string; email: string } | null;
  /** Everything typed goes to the draft as it is typed. */
  onEdited: (values: OrderValues) => void;
  /** The visitor is signed in (null: not; undefined: still being read). Ordering needs an account. */
  signedIn: boolean | undefined;
  onLogin: () => void;
  onOrdered: (order: PrivateOrder) => void;
  idempotencyKey: string;
  documents: LegalDocuments;
}

/**
 * The order form (react-hook-form + the contract's rules): format, date and time in the organiser's zone, number
 * of teams within the format, the game's language, contact, comment and consent. A 422 puts the server's messages
 * under their fields; nothing typed is ever reset. Anonymous visitors keep what they typed and log in first.
 */
export function OrderForm({ formats, initialValues, viewer, onEdited, signedIn, onLogin, onOrdered, idempotencyKey, documents }: OrderFormProps) {
  const t = useTranslations('privateGames.order');
  const te = useTranslations('privateGames.errors');
  const locale = useLocale() as Locale;
  const create = useCreateOrder();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => orderFormSchema(formats), [formats]);
  const { register, handleSubmit, setError, setValue, control, watch, getValues, formState } = useForm<OrderValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
  });
  useKeepTyped(watch, getValues, onEdited);
  useContactFromAccount(viewer, getValues, setValue);

  const [formatId, language, teams] = useWatch({ control, name: ['formatId', 'language', 'teams'] });
  const format = formats.find((f) => String(f.id) === formatId) ?? null;
  const price = format ? priceIn(format, language) : null;
  const teamsCount = Number(teams);
  const salesFrom = privateOrderSettings[language].salesRequestFromTeams;
  const toSales = Number.isInteger(teamsCount) && teamsCount >= salesFrom;
  const zones = useMemo(() => timeZoneOptions(initialValues.timeZone), [initialValues.timeZone]);

  const errorText = (error: FieldError | undefined): string | null => {
    if (!error) return null;
    if (error.type === SERVER_ERROR && error.message) return error.message;
    if (error.message === 'teamsRange' && format) return te('teamsRange', { min: format.minTeams, max: format.maxTeams });
    return isOrderMessageKey(error.message) ? te(error.message) : te('invalid');
  };
  const { errors } = formState;

  const submit = (values: OrderValues) => {
    setAlert(null);
    if (!signedIn) {
      onLogin();
      return;
    }
    create.mutate(
      { body: orderRequest(values), idempotencyKey },
      {
        onSuccess: onOrdered,
        onError: (error) => {
          const failure = describeOrderFailure(error);
          if (failure.kind === 'fields') {
            const entries = Object.entries(failure.fields);
            const known = entries.filter(([field]) => isOrderField(field));
            known.forEach(([field, message], i) => setError(field as keyof OrderValues, { type: SERVER_ERROR, message }, { shouldFocus: i === 0 }));
            const others = entries.filter(([field]) => !isOrderField(field));
            if (known.length === 0 || others.length > 0) setAlert(others[0]?.[1] ?? failure.message);
          } else if (failure.kind === 'sessionExpired') {
            setAlert(t('sessionExpired'));
            onLogin();
          } else if (failure.kind === 'tooManyAttempts') {
            setAlert(failure.retryAfter ? te('tooManyAttempts', { seconds: failure.retryAfter }) : te('tooManyAttemptsShort'));
          } else if (failure.kind === 'conflict') {
            setAlert(failure.message);
          } else {
            setAlert(t('requestError'));
          }
        },
      },
    );
  };

  const link = documentLink;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)} aria-labelledby="private-order-title">
      <SelectField label={t('format')} registration={register('formatId')} error={errorText(errors.formatId)}>
        <option value="">{t('chooseFormat')}</option>
        {formats.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('language')} registration={register('language')} error={errorText(errors.language)} hint={t('languageHint')}>
        {partyLanguages.map((l) => (
          <option key={l} value={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </SelectField>
      <div className={styles.grid}>
        <TextField label={t('date')} type="date" registration={register('date')} error={errorText(errors.date)} />
        <TextField label={t('time')} type="time" registration={register('time')} error={errorText(errors.time)} />
      </div>
      <SelectField label={t('timeZone')} registration={register('timeZone')} error={errorText(errors.timeZone)} hint={t('timeZoneHint')}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('teams')}
        type="number"
        inputMode="numeric"
        min={format?.minTeams}
        max={format?.maxTeams}
        registration={register('teams')}
        error={errorText(errors.teams)}
        hint={format ? t('teamsHint', { min: format.minTeams, max: format.maxTeams, sales: salesFrom }) : null}
      />
      <TextField label={t('contactName')} autoComplete="name" registration={register('contactName')} error={errorText(errors.contactName)} />
      <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" registration={register('email')} error={errorText(errors.email)} />
      <TextField label={t('phone')} type="tel" autoComplete="tel" registration={register('phone')} error={errorText(errors.phone)} />
      <TextAreaField label={t('comment')} registration={register('comment')} error={errorText(errors.comment)} />
      <CheckboxField
        label={t.rich('consent', { terms: link(documents.terms), privacy: link(documents.privacy) })}
        registration={register('consent')}
        error={errorText(errors.consent)}
      />
      <p className={styles.price} aria-live="polite">
        {toSales ? t('salesRequest') : format && price ? t('price', { price: formatMoney(price.amount, price.currency, locale) }) : null}
      </p>
      <p role="alert" className={styles.alert}>
        {alert}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={create.isPending || signedIn === undefined}>
          {create.isPending ? t('submitting') : !signedIn ? t('logInToOrder') : toSales ? t('submitRequest') : t('submitPay')}
        </button>
      </div>
    </form>
  );
}
