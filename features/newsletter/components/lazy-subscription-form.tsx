'use client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { emptySubscription, type SubscriptionField, type SubscriptionValues } from '../types';
import { SubscriptionFields } from './subscription-fields';
import type { SubscriptionFormProps } from './subscription-form';
import styles from './subscription-form.module.css';

type Props = Omit<SubscriptionFormProps, 'initialValues' | 'focusField' | 'submitOnMount'>;

const loadForm = () => import('./subscription-form').then((m) => m.SubscriptionForm);

const noSubscription = () => () => {};
/** False in the server's HTML and while it hydrates, true once React handles the form's events. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The stand-in's values, read from its inputs when the real form takes over. */
function valuesOf(form: HTMLFormElement): SubscriptionValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return { name: text('name'), email: text('email'), city: text('city'), consent: data.get('consent') === 'on' };
}

/**
 * The form below the fold costs nothing at first paint: the server renders the same fields as plain inputs, and
 * the form's code (react-hook-form, validation, the API call) loads when the form nears the viewport or is
 * touched. Whatever was typed meanwhile is carried over, the focus stays where it was, and a submit is replayed.
 * Before the page has hydrated the button is disabled: a press then would be the browser's own GET submission.
 */
export function LazySubscriptionForm(props: Props) {
  const [Form, setForm] = useState<ComponentType<SubscriptionFormProps> | null>(null);
  const [carried, setCarried] = useState<{ values: SubscriptionValues; focus: SubscriptionField | null; submit: boolean }>({
    values: emptySubscription,
    focus: null,
    submit: false,
  });
  const submitted = useRef(false);
  const standIn = useRef<HTMLFormElement>(null);
  const requested = useRef(false);
  // A press in progress (the button's mousedown already happened): swap only after its click has landed.
  const pressing = useRef(false);
  // The same press, for rendering: the stand-in stays until the release's takeOver (see the return below).
  const [held, setHeld] = useState(false);
  const arrived = useRef<ComponentType<SubscriptionFormProps> | null>(null);
  const hydrated = useHydrated();

  const takeOver = useCallback(() => {
    const component = arrived.current;
    if (!component || pressing.current) return;
    const form = standIn.current;
    const active = form?.contains(document.activeElement) ? (document.activeElement as HTMLInputElement).name : null;
    if (form) setCarried({ values: valuesOf(form), focus: (active as SubscriptionField | null) || null, submit: submitted.current });
    setForm(() => component);
  }, []);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadForm().then((component) => {
      arrived.current = component;
      takeOver();
    });
  }, [takeOver]);

  const pressed = () => {
    pressing.current = true;
    setHeld(true);
    // The release may come outside the form (a press dragged away): listen where it lands.
    const options = { once: true, capture: true } as const;
    const released = () => {
      window.removeEventListener('pointerup', released, options);
      window.removeEventListener('pointercancel', released, options);
      pressing.current = false;
      // After the click that follows this release has been handled.
      setTimeout(() => {
        setHeld(false);
        takeOver();
      }, 0);
    };
    window.addEventListener('pointerup', released, options);
    window.addEventListener('pointercancel', released, options);
    load();
  };

  useEffect(() => {
    const form = standIn.current;
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: '400px' });
    observer.observe(form);
    return () => observer.disconnect();
  }, [load]);

  // A swap already scheduled when a press began waits for the press too: replacing the button between its pointerdown
  // and its click would lose the click (the release's takeOver swaps afterwards, carrying the submit).
  if (Form && !held) return <Form {...props} initialValues={carried.values} focusField={carried.focus} submitOnMount={carried.submit} />;
  return (
    <form
      ref={standIn}
      className={styles.form}
      noValidate
      onFocus={load}
      onPointerEnter={load}
      onPointerDown={pressed}
      onSubmit={(event) => {
        // Sent before the code arrived: the real form submits (and validates) as soon as it takes over.
        event.preventDefault();
        submitted.current = true;
        load();
      }}
    >
      <SubscriptionFields {...props} inputProps={(field) => ({ name: field })} ready={hydrated} />
    </form>
  );
}
