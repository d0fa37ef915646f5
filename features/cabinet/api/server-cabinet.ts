import 'server-only';
import { cookies } from 'next/headers';
import { isApiFailure } from '@/lib/api/api-failure';
import { getServerApi } from '@/lib/api/server-api';
import { sessionCookies } from '@/lib/config/cookie-names';
import type { Locale } from '@/lib/i18n/routing';
import type { Cabinet } from '../types';
import { fetchCabinet } from './fetch-cabinet';

/** What /cabinet renders, decided on the server with the player's session. */
export type CabinetRoute = { kind: 'logged-out' } | { kind: 'failed'; status: number } | { kind: 'partner' } | { kind: 'cabinet'; cabinet: Cabinet };

export async function loadCabinet(locale: Locale): Promise<CabinetRoute> {
  if (!(await cookies()).has(sessionCookies.player.token)) return { kind: 'logged-out' };
  try {
    const cabinet = await fetchCabinet(await getServerApi('player', locale));
    // Spec: the cabinet is the player's data page; every other role has the partners area.
    return cabinet.profile.role === 'player' ? { kind: 'cabinet', cabinet } : { kind: 'partner' };
  } catch (error) {
    const status = isApiFailure(error) ? error.status : 500;
    return status === 401 ? { kind: 'logged-out' } : { kind: 'failed', status };
  }
}
