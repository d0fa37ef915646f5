'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/routing';
import { useCreatePurchase } from '../api/use-create-purchase';
import { shopPath } from '../model/address';
import { failureOf } from '../model/failure';
import { isFormMessageKey, purchaseFormSchema, toPurchaseRequest } from '../model/purchase-form';
import { valuesOfForm, type PurchaseValues } from '../model/purchase-values';
import { readDraft, writeDraft } from '../model/storage';
import { takeoverValues } from '../model/takeover-values';
import type { Pack, Purchase } from '../types';
import { useKeptDraft } from './use-kept-draft';
import type { WorkingForm } from './working-form';

/** A field error set from a server reply: its text is shown as the server wrote it (in the page's language). */
const SERVER_ERROR = 'server';
const FIELDS = ['packId', 'email', 'recipientEmail', 'recipientName', 'message', 'consent'] as const satisfies readonly Path<PurchaseValues>[];
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

interface PurchaseFormEngineProps {
  packs: readonly Pack[];
  /** The page's defaults (the address's pack, the account's e-mail): what the inputs held when rendered. */
  defaults: PurchaseValues;
  /** The form on the page, whose inputs this form takes over (null when it is being rendered with this one). */
  readForm: () => HTMLFormElement | null;
  /** Called with what to show whenever it changes. */
  onView: (view: WorkingForm) => void;
  onCreated: (purchase: Purchase) => void;
}

/**
 * The order: a pack, the buyer's e-mail, an optional gift (recipient, name, message), consent. Loaded when the visitor
 * first reaches for the form, it renders nothing itself: it takes over the inputs the page already shows
 * (`order-form.tsx`), starting from what they hold at that moment (over a kept draft), in the same synchronous React
 * work in which it registers them, so no keystroke falls in between. Everything typed is kept as it is typed
 * (model/storage.ts); submitting creates the purchase, whose payment follows on the purchase's screen.
 * @public Used through the dynamic `import('./purchase-form')` of order-form.tsx, which knip does not follow.
 */
export function PurchaseFormEngine({ packs, defaults, readForm, onView, onCreated }: PurchaseFormEngineProps) {
  const t = useTranslations('promoShop');
  const locale = useLocale() as Locale;
  const schema = useMemo(() => purchaseFormSchema(packs), [packs]);
  const [initial] = useState(() => {
    const form = readForm();
    return takeoverValues(form ? valuesOfForm(form) : defaults, defaults, readDraft());
  });
  const { register, handleSubmit, watch, getValues, setError, formState, control } = useForm<PurchaseValues>({
    defaultValues: initial,
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  const create = useCreatePurchase();
  const [alert, setAlert] = useState<string | null>(null);

  useKeptDraft({ watch, getValues });

  const [packId, giftChecked] = useWatch({ control, name: ['packId', 'gift'] });
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
  // The page keeps one submit handler; it calls the latest one.
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => {
    latestSubmit.current = submit;
  });
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => void latestSubmit.current(event), []);
  const bind = useCallback((name: keyof PurchaseValues) => register(name), [register]);

  // Published before the browser paints: the inputs are registered in the same synchronous work as this first render.
  const errors = Object.fromEntries(FIELDS.map((name) => [name, errorText(formState.errors[name])]));
  const busy = create.isPending ? t('form.creating') : null;
  useLayoutEffect(() => {
    onView({ bind, errors, packId, gift: giftChecked, alert, busy, submitting: create.isPending, submit: onSubmit });
  });

  // Taking over: the draft holds what the form starts from, and the address names its pack.
  useEffect(() => {
    writeDraft(initial);
    if (initial.packId) window.history.replaceState(null, '', shopPath(locale, Number(initial.packId)));
  }, [initial, locale]);

  return null;
}
