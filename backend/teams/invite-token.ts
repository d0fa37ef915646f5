import { createHash, randomBytes } from 'node:crypto';
import { INVITE_TOKEN_PATTERN } from '@/contract/team-settings';

/** A new invite token: 256 random bits, base64url (43 characters), unguessable. */
export const newInviteToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. */
export const inviteTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token as links carry it: base64url only, bounded (anything else cannot be one and is not looked up). */
export const looksLikeInviteToken = (value: string): boolean => INVITE_TOKEN_PATTERN.test(value);
