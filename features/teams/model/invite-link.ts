import { INVITE_QUERY_PARAM, INVITE_TOKEN_PATTERN } from '@/contract/team-settings';

/** The address an invite's token is sent as: `{site}{/en}/share?invite={token}` (the share page opens it). */
export function inviteLink(shareUrl: string, token: string): string {
  const url = new URL(shareUrl);
  url.searchParams.set(INVITE_QUERY_PARAM, token);
  return url.toString();
}

/** A value that can be an invite token (anything else is not worth a request: the page says the link is broken). */
export const looksLikeInviteToken = (value: string | undefined): value is string => typeof value === 'string' && INVITE_TOKEN_PATTERN.test(value);
