'use client';
import { useMutation } from '@tanstack/react-query';
import { clearSession } from '@/lib/session/session-cookies';
import { endingSessionOnPurpose } from '@/lib/session/session-expired';
import { logoutPlayer } from './login';
import { playerApi } from './player-api';

/**
 * POST auth/logout, then the cookies go. Never fails: whatever the server says, the local session ends, which is
 * what logging out means to the user. The caller reloads the page (spec).
 */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      // The live screens' sockets are told the session ended before the reply arrives: no "expired" modal for that.
      endingSessionOnPurpose('player');
      await logoutPlayer(playerApi);
      clearSession('player');
    },
  });
}
