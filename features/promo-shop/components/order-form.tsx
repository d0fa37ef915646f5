'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/lib/monitoring/chunk-reload';
import { isGift, valuesOfForm, type PurchaseValues } from '../model/purchase-values';
import { readDraft } from '../model/storage';
import type { Pack, Purchase } from '../types';
import type { FieldBinding } from '@/components/form/fields';
import { FormFields, type FieldName } from './form-fields';
import styles from './promo-shop.module.css';
import type { WorkingForm } from './working-form';

type Engine = typeof import('./purchase-form');
/** The working form's module once loaded (a second form of the page, after "back to the pack", opens with it at once). */
let loadedEngine: Engine | null = null;
const loadEngine = () => import('./purchase-form').then((engine) => (loadedEngine = engine));

interface Props {
  packs: readonly Pack[];
  /** The address's pack and the account's e-mail (the server's render). */
  initial: PurchaseValues;
  onCreated: (purchase: Purchase) => void;
}

/**
 * The purchase form, light first: the server renders it with plain inputs, and its code (react-hook-form, the zod
 * schema, the calls: `purchase-form.tsx`) loads when the visitor first reaches for it, or at once when a kept draft
 * is to be restored. The working form then attaches to the very inputs on the page (react-hook-form's `register` on
 * these uncontrolled inputs, reading what they hold): nothing is re-created, so a character typed while the code
 * loads, the focus, the caret and an input method's composition all stay where they are. A "Pay" pressed before
 * the code had loaded is sent once it has.
 */
export function OrderForm({ packs, initial, onCreated }: Props) {
  const t = useTranslations('promoShop.form');
  const [engine, setEngine] = useState<Engine | null>(() => (loadedEngine && readDraft() ? loadedEngine : null));
  /** What the working form shows (its errors, the chosen pack…), null until it has taken over. */
  const [working, setWorking] = useState<WorkingForm | null>(null);
  /** The pack and the gift box as the plain inputs hold them, before the working form takes over. */
  const [shown, setShown] = useState({ packId: initial.packId, gift: initial.gift });
  const formRef = useRef<HTMLFormElement>(null);
  const requested = useRef(false);
  const payPressed = useRef(false);
  const readForm = useCallback(() => formRef.current, []);
  const publish = useCallback((next: WorkingForm) => setWorking((current) => (current && sameView(current, next) ? current : next)), []);

  const activate = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadEngine().then(setEngine, (error: unknown) => {
      requested.current = false;
      if (isChunkLoadError(error)) reloadForChunkError();
    });
  }, []);

  // A draft kept from before (a reload, a payment that failed): the working form opens with it.
  useEffect(() => {
    if (readDraft()) activate();
  }, [activate]);

  // "Pay" was pressed before the working form was here: it is sent now that it is.
  const ready = working !== null;
  useEffect(() => {
    if (!ready || !payPressed.current) return;
    payPressed.current = false;
    formRef.current?.requestSubmit();
  }, [ready]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (working) return working.submit(event);
    event.preventDefault();
    payPressed.current = true;
    activate();
  };
  // The server's values stay the inputs' defaults throughout, so React never rewrites an input the visitor is in.
  const bind = (name: FieldName): FieldBinding => {
    const binding = working ? working.bind(name) : { name };
    const value = initial[name];
    if (name === 'packId') return binding;
    return typeof value === 'boolean' ? { ...binding, defaultChecked: value } : { ...binding, defaultValue: value };
  };
  const choice = working ?? shown;
  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-label={t('title')}
        data-ready={working ? 'true' : undefined}
        onFocus={activate}
        onPointerDown={activate}
        onChange={(event) => {
          const values = valuesOfForm(event.currentTarget);
          setShown({ packId: values.packId, gift: values.gift });
          activate();
        }}
        onSubmit={onSubmit}
      >
        <FormFields
          packs={packs}
          pack={packs.find((p) => String(p.id) === choice.packId) ?? null}
          gift={isGift(choice, packs)}
          bind={bind}
          checkedPack={initial.packId}
          errors={working?.errors}
          alert={working?.alert}
          busy={working?.busy}
          submitting={working?.submitting}
        />
      </form>
      {engine ? <engine.PurchaseFormEngine packs={packs} defaults={initial} readForm={readForm} onView={publish} onCreated={onCreated} /> : null}
    </>
  );
}

/** The working form's view changed in what it shows (its functions are stable). */
function sameView(a: WorkingForm, b: WorkingForm) {
  const keys = new Set([...Object.keys(a.errors), ...Object.keys(b.errors)]) as Set<FieldName>;
  return (
    a.bind === b.bind &&
    a.packId === b.packId &&
    a.gift === b.gift &&
    a.alert === b.alert &&
    a.busy === b.busy &&
    a.submitting === b.submitting &&
    [...keys].every((key) => (a.errors[key] ?? null) === (b.errors[key] ?? null))
  );
}
