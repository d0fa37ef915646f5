import type { FormEvent } from 'react';
import type { FieldBinding } from '@/components/form/fields';
import type { FieldName } from './form-fields';

/**
 * What the working form (`purchase-form.tsx`, loaded on the first touch) gives the form on the page (`order-form.tsx`),
 * which keeps rendering the same inputs: how each input is bound, what to show, and the submit handler.
 */
export interface WorkingForm {
  bind: (name: FieldName) => FieldBinding;
  errors: Partial<Record<FieldName, string | null>>;
  packId: string;
  gift: boolean;
  alert: string | null;
  busy: string | null;
  submitting: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}
