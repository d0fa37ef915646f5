'use client';
import { useEffect, useRef, useState } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/lib/monitoring/chunk-reload';
import { valuesOfForm, type PurchaseValues } from '../model/purchase-values';
import { readDraft } from '../model/storage';
import type { Pack, Purchase } from '../types';
import { StaticForm, type Activation } from './static-form';

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

/** The kept draft over the page's defaults: the address's pack wins, the account's e-mail fills an empty field. */
const withDraft = (draft: PurchaseValues, initial: PurchaseValues): PurchaseValues => ({
  ...draft,
  packId: initial.packId || draft.packId,
  email: draft.email || initial.email,
});

/**
 * The purchase form, light first: the server renders it (StaticForm) and its code (react-hook-form, the zod schema,
 * the calls) loads when the visitor first reaches for it, or at once when a kept draft is to be restored. The working
 * form takes over with what the inputs hold by then, the focus where it was, and a "Pay" already pressed.
 */
export function OrderForm({ packs, initial, onCreated }: Props) {
  const [takeover, setTakeover] = useState<(Activation & { engine: Engine }) | null>(() => {
    const draft = loadedEngine ? readDraft() : null;
    return loadedEngine && draft ? { engine: loadedEngine, values: withDraft(draft, initial), focused: null, submit: false } : null;
  });
  const staticForm = useRef<HTMLFormElement>(null);
  const requested = useRef<(Activation & { fromDraft: boolean }) | null>(null);

  const activate = (activation: Activation, fromDraft = false) => {
    if (takeover) return;
    const first = requested.current === null;
    requested.current = { ...activation, submit: activation.submit || Boolean(requested.current?.submit), fromDraft: fromDraft || Boolean(requested.current?.fromDraft) };
    if (!first) return;
    loadEngine().then(
      (engine) => {
        const asked = requested.current!;
        const form = staticForm.current;
        // What the inputs hold now (typed while the code loaded), unless a draft is being restored.
        const values = asked.fromDraft || !form ? asked.values : valuesOfForm(form);
        const active = document.activeElement;
        const focused = form && active && form.contains(active) ? active.getAttribute('name') : asked.focused;
        setTakeover({ engine, values, focused, submit: asked.submit });
      },
      (error: unknown) => {
        requested.current = null;
        if (isChunkLoadError(error)) reloadForChunkError();
      },
    );
  };

  // A draft kept from before (a reload, a payment that failed): the working form opens with it.
  useEffect(() => {
    const draft = readDraft();
    if (draft && !takeover) activate({ values: withDraft(draft, initial), focused: null, submit: false }, true);
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (takeover) {
    const { PurchaseForm } = takeover.engine;
    return <PurchaseForm packs={packs} initial={takeover.values} focused={takeover.focused} submitNow={takeover.submit} onCreated={onCreated} />;
  }
  return <StaticForm packs={packs} initial={initial} formRef={staticForm} onActivate={activate} />;
}
