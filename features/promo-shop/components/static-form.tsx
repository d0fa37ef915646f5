'use client';
import { useTranslations } from 'next-intl';
import { useState, type RefObject, type SyntheticEvent } from 'react';
import { isGift, valuesOfForm, type PurchaseValues } from '../model/purchase-values';
import type { Pack } from '../types';
import { FormFields, type FieldName } from './form-fields';
import styles from './promo-shop.module.css';

/** How the visitor reached for the form: where they were, and whether they already asked to pay. */
export interface Activation {
  values: PurchaseValues;
  /** The field that had the focus (its name), to give it back in the working form. */
  focused: string | null;
  submit: boolean;
}

/**
 * The purchase form as the server renders it, before its code (react-hook-form, the schema, the calls) has loaded:
 * real inputs with labels, so the page reads and looks the same. The first touch (focus, pointer, key, submit)
 * asks for the working form (`onActivate`), which takes over with what the inputs hold by then.
 */
export function StaticForm({
  packs,
  initial,
  formRef,
  onActivate,
}: {
  packs: readonly Pack[];
  initial: PurchaseValues;
  formRef: RefObject<HTMLFormElement | null>;
  onActivate: (activation: Activation) => void;
}) {
  const t = useTranslations('promoShop.form');
  const [shown, setShown] = useState({ packId: initial.packId, gift: initial.gift });
  const activate = (event: SyntheticEvent<HTMLFormElement>, submit = false) => {
    const form = event.currentTarget;
    const active = document.activeElement;
    onActivate({ values: valuesOfForm(form), focused: active && form.contains(active) ? active.getAttribute('name') : null, submit });
  };
  // The pack's radios carry their own values (`checkedPack` says which is chosen).
  const bind = (name: FieldName) => {
    const value = initial[name];
    if (name === 'packId') return { name };
    return typeof value === 'boolean' ? { name, defaultChecked: value } : { name, defaultValue: value };
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t('title')}
      onFocus={(event) => activate(event)}
      onPointerDown={(event) => activate(event)}
      onChange={(event) => {
        const values = valuesOfForm(event.currentTarget);
        setShown({ packId: values.packId, gift: values.gift });
        activate(event);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        activate(event, true);
      }}
    >
      <FormFields
        packs={packs}
        pack={packs.find((p) => String(p.id) === shown.packId) ?? null}
        gift={isGift(shown, packs)}
        bind={bind}
        checkedPack={initial.packId}
      />
    </form>
  );
}
