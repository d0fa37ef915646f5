import { endpoints } from '@/contract/endpoints';
import { supportFileField, supportReplySchema, type SupportReason, type SupportSite } from '@/contract/schemas/support';
import type { ApiClient } from '@/lib/api/create-api-client';

export interface SupportRequestBody {
  reason: SupportReason;
  comment: string;
  email: string;
  name: string;
  files: readonly File[];
}

/** The request as the desk numbered it. */
export interface SentSupportRequest {
  id: number;
  files: number;
}

/**
 * POST {legacy}/support?site=general, multipart: reason, comment, email, name, files[i] (spec section 7). The
 * Idempotency-Key belongs to what is being sent: a retry after a lost reply is one request, one letter.
 */
export async function sendSupportRequest(
  api: ApiClient,
  body: SupportRequestBody,
  idempotencyKey: string,
  site: SupportSite = 'general',
): Promise<SentSupportRequest> {
  const form = new FormData();
  form.set('reason', body.reason);
  form.set('comment', body.comment);
  form.set('email', body.email);
  form.set('name', body.name);
  body.files.forEach((file, index) => form.set(supportFileField(index), file, file.name));
  const reply = await api.request(endpoints.legacy.support(), { schema: supportReplySchema, query: { site }, body: form, idempotencyKey });
  return reply.data;
}
