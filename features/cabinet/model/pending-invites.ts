import type { MyInvitesReply } from '@/contract/schemas/cabinet';
import { INVITE_QUERY_PARAM, INVITE_TOKEN_PATTERN } from '@/contract/team-settings';
import type { PendingInvite } from '../types';

/**
 * The invites as the cabinet shows them. Of each `url` only the invite's token is kept (when it looks like one):
 * the link is made again on this site (`/share?invite=…` in the page's language), so an address from the wire
 * never becomes a link to somewhere else.
 */
export function toPendingInvites(wire: MyInvitesReply['data']): PendingInvite[] {
  return wire.map((invite) => ({
    id: String(invite.id),
    teamName: invite.teamName,
    gameName: invite.gameName ?? null,
    startsAt: invite.startsAt ?? null,
    invitedBy: invite.invitedBy ?? null,
    expiresAt: invite.expiresAt ?? null,
    token: tokenOf(invite.url ?? null),
  }));
}

function tokenOf(url: string | null): string | null {
  if (url === null) return null;
  try {
    const token = new URL(url, 'https://invalid.invalid').searchParams.get(INVITE_QUERY_PARAM);
    return token !== null && INVITE_TOKEN_PATTERN.test(token) ? token : null;
  } catch {
    return null;
  }
}
