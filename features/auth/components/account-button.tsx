import { cookies } from 'next/headers';
import { cookieNames } from '@/lib/config/cookie-names';
import { env } from '@/lib/env';
import { AccountControl } from './account-control';

/** Server side of the header's account control: knows from the cookie whether a session exists. */
export async function AccountButton() {
  const hasSession = (await cookies()).has(cookieNames.playerToken);
  return <AccountControl hasSession={hasSession} oauthProviders={env().oauthProviders} />;
}
