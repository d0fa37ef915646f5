import { WHISPER_PREFIX, whisperSchemas } from '@/contract/realtime';

/**
 * The whispers this backend's web app sends in place of the spec's client events (`client-typing`,
 * `client-require-answers`, from `whisperSchemas`). With SPEC_ONLY they are not relayed; every other `client-*`
 * event (the spec's client events among them) still is. contract/README.md, "Spec-only switch".
 */
const additionWhispers: ReadonlySet<string> = new Set(Object.keys(whisperSchemas).map((name) => `${WHISPER_PREFIX}${name}`));

/** Whether a client event may be relayed under the current setting. */
export const relaysWhisper = (specOnly: boolean, event: string): boolean => !specOnly || !additionWhispers.has(event);
