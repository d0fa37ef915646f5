import type { SupportReply } from '@/contract/schemas/support';
import type { Locale } from '../i18n/locale';
import { createOutbox } from '../mail/outbox';
import { REPLAY_TTL_MS } from '../registration/replays';
import { fieldError } from '../registration/refusal';
import type { Services } from '../services';
import type { UserRow } from '../users/users-repo';
import { supportReceivedLetter } from './support-letter';
import { createSupportRepo } from './support-repo';
import { supportRequestHash, type SupportInput } from './support-validation';

interface SupportSubmission {
  input: SupportInput;
  /** The signed-in account, if a valid bearer token came with the request. */
  user: UserRow | null;
  locale: Locale;
  idempotencyKey: string | null;
}

/**
 * The support desk of a backend instance: stores a request with its files and sends the acknowledgement letter,
 * once per request (a repeated Idempotency-Key from the same requester within 24 h answers with the first one).
 */
function createSupportDesk(services: Services) {
  const { db, now } = services;
  const repo = createSupportRepo(db);
  const outbox = createOutbox(db, now);

  const submit = db.transaction(({ input, user, locale, idempotencyKey }: SupportSubmission): { status: 200 | 201; reply: SupportReply } => {
    const at = now();
    const requester = user ? `user:${user.id}` : `email:${input.fields.email.toLowerCase()}`;
    const requestHash = supportRequestHash(input);
    if (idempotencyKey !== null) {
      const earlier = repo.byKey(requester, idempotencyKey);
      if (earlier && earlier.created_at >= at - REPLAY_TTL_MS) {
        if (earlier.request_hash !== requestHash) throw fieldError('idempotencyKey', 'validation.invalid', 'idempotency_key');
        return { status: 200, reply: { data: { id: earlier.id, files: repo.files(earlier.id).length } } };
      }
      if (earlier) repo.forgetKey(earlier.id);
    }
    const { fields, files, site } = input;
    const id = repo.insert({ ...fields, site, locale, userId: user?.id ?? null, requester, idempotencyKey, requestHash, files, at });
    outbox.send(
      supportReceivedLetter({
        requestId: id,
        to: fields.email,
        name: fields.name,
        locale,
        reason: fields.reason,
        comment: fields.comment,
        files: files.length,
        site,
      }),
    );
    return { status: 201, reply: { data: { id, files: files.length } } };
  });

  return { repo, submit };
}

export type SupportDesk = ReturnType<typeof createSupportDesk>;

const desks = new WeakMap<Services, SupportDesk>();

/** The support desk of a backend instance, created on first use (the route and the /dev pages share it). */
export function supportDeskFor(services: Services): SupportDesk {
  let desk = desks.get(services);
  if (!desk) {
    desk = createSupportDesk(services);
    desks.set(services, desk);
  }
  return desk;
}
