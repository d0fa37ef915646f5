'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { authQueries } from '@/features/auth/api/auth-queries';
import { playerApi } from '@/features/auth/api/player-api';
import { SupportModal } from '@/features/support/components/support-modal';
import type { SupportViewer } from '@/features/support/types';
import { readSessionToken } from '@/lib/session/session-cookies';

/**
 * The support modal composed with the account (features do not know each other): a signed-in player's name and
 * e-mail prefill the form, and the request is tied to the account by the bearer token.
 */
export function SupportFlow() {
  const [hasSession] = useState(() => Boolean(readSessionToken('player')));
  const me = useQuery({ ...authQueries.me(playerApi), enabled: hasSession });
  const user = me.data;
  const viewer = useMemo<SupportViewer | null>(() => (user ? { name: user.name, email: user.email } : null), [user]);
  return <SupportModal viewer={viewer} />;
}
