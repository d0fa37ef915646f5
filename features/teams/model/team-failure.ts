import { safeParse } from 'zod/v4/core';
import { inviteOutcomes, teamConflictSchema, teamRefusalReasons, type InviteOutcome, type TeamRefusalReason } from '@/contract/schemas/teams';
import { isApiFailure } from '@/lib/api/api-failure';

/**
 * What went wrong with a call of teams and invitations, decided from the status and the 409's `reason`, never
 * from the text (contract/README.md, "Teams and invitations").
 */
export type TeamFailure =
  /** 401: the session ended on the way. */
  | { kind: 'sessionExpired' }
  /** 403 / 404: not this visitor's team, or the link is unknown. */
  | { kind: 'notFound' }
  | { kind: 'tooManyAttempts' }
  /** 409 with a reason the screens know; an invite's own refusals are its outcomes. */
  | { kind: 'refused'; reason: InviteOutcome | TeamRefusalReason }
  /** Network, timeout, 5xx, a reply that does not parse: the same action may be tried again. */
  | { kind: 'requestError' };

const knownReasons: readonly string[] = [...inviteOutcomes, ...teamRefusalReasons];
const isKnownReason = (reason: string): reason is InviteOutcome | TeamRefusalReason => knownReasons.includes(reason);

export function describeTeamFailure(error: unknown): TeamFailure {
  if (!isApiFailure(error) || error.kind !== 'http') return { kind: 'requestError' };
  switch (error.status) {
    case 401:
      return { kind: 'sessionExpired' };
    case 403:
    case 404:
      return { kind: 'notFound' };
    case 409: {
      const parsed = safeParse(teamConflictSchema, error.details);
      return parsed.success && isKnownReason(parsed.data.reason) ? { kind: 'refused', reason: parsed.data.reason } : { kind: 'requestError' };
    }
    case 429:
      return { kind: 'tooManyAttempts' };
    default:
      return { kind: 'requestError' };
  }
}

/** The message key (namespace `teams.failure`) of a failure. */
export const failureKey = (failure: TeamFailure) => (failure.kind === 'refused' ? failure.reason : failure.kind);
