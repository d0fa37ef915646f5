import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { cookieNames } from '@/lib/config/cookie-names';
import { env } from '@/lib/env';
import { AccountControl } from './account-control';

/**
 * Server side of the header's account control: knows from the cookie whether a session exists, or is told so by a
 * page rendered once for every signed-in visitor (`assumeSession`: the members' home page has no request to read).
 * `gameEntry` is a profile-menu item composed by the page (the player's current or next game: another feature's data).
 */
export async function AccountButton({ gameEntry, assumeSession = false }: { gameEntry?: ReactNode; assumeSession?: boolean }) {
  const hasSession = assumeSession || (await cookies()).has(cookieNames.playerToken);
  return <AccountControl hasSession={hasSession} oauthProviders={env().oauthProviders} gameEntry={gameEntry} />;
}
