import type { SupportReason } from '@/contract/schemas/support';

/**
 * The full form (reason, comment, e-mail, name, files) or the spec's variant (name, comment, one file, reason) for a
 * signed-in player whose address the platform knows (the game page).
 */
export type SupportVariant = 'full' | 'short';

/** What opens the form: the reason the context tells (a failed payment: payment_doesnt_work), and the variant. */
export interface SupportRequestOptions {
  reason?: SupportReason;
  variant?: SupportVariant;
}

/** The signed-in person, whose name and e-mail prefill the form. */
export interface SupportViewer {
  name: string;
  email: string;
}

/** A file picked for the request, with a stable key for its row in the list. */
export interface PickedFile {
  key: string;
  file: File;
}

/**
 * What the person has typed and attached, kept while the page lives (a failed send or a closed modal loses nothing).
 * `name` and `email` are null until typed: the signed-in person's own are shown until then.
 */
export interface SupportDraft {
  reason: SupportReason | '';
  comment: string;
  email: string | null;
  name: string | null;
  files: PickedFile[];
}

export const emptyDraft = (): SupportDraft => ({ reason: '', comment: '', email: null, name: null, files: [] });

/** The request the desk accepted: its number and where the answer goes (the success text). */
export interface SentRequest {
  id: number;
  email: string;
}
