import { INVITE_QUERY_PARAM } from '@/contract/party-settings';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';

/** The invite link teams register through: `{site}/private/{id}?invite={token}` in the organiser's page language. */
export const inviteLink = (siteUrl: string, locale: Locale, gameId: number, token: string) =>
  `${siteUrl}${switchLocalePath(`/private/${gameId}`, locale, `?${INVITE_QUERY_PARAM}=${encodeURIComponent(token)}`)}`;
