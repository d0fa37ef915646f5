import type { Step } from './step-schemas';

/** Server messages for the steps' fields, by the form's field names. */
export type FieldErrors = Partial<Record<FormField, string>>;

export type FormField = 'name' | 'email' | 'cityId' | 'city' | 'teamId' | 'teamName' | 'promo' | 'consent' | 'agreement';

/** Which step shows a field of the registration body (the wire's names are the form's). */
const stepOfField: Record<FormField, Step> = {
  name: 'data',
  email: 'data',
  cityId: 'data',
  city: 'data',
  teamId: 'team',
  teamName: 'team',
  promo: 'cost',
  consent: 'cost',
  agreement: 'cost',
};

const isFormField = (field: string): field is FormField => field in stepOfField;

/**
 * A 422 of the registration spread over the steps: the messages of known fields, and the first step (in the form's
 * order) that has one, where the visitor is taken to correct it. Nothing typed is lost on the way.
 */
export function fieldErrorsOf(fields: Record<string, string>): { errors: FieldErrors; step: Step | null } {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(fields)) if (isFormField(field)) errors[field] = message;
  const order: Step[] = ['data', 'team', 'cost'];
  const step = order.find((s) => Object.keys(errors).some((field) => stepOfField[field as FormField] === s)) ?? null;
  return { errors, step };
}
