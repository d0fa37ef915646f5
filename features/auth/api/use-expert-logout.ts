'use client';
import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/contract/endpoints';
import { getBrowserApi } from '@/lib/api/browser-api';
import { clearSession } from '@/lib/session/session-cookies';
import { endingSessionOnPurpose } from '@/lib/session/session-expired';

/** POST auth/logout with the expert session; never fails (the local session ends whatever the server says). */
export function useExpertLogout() {
  return useMutation({
    mutationFn: async () => {
      // Sockets of the session are ended by the server at once: that is the logout, not an expired session.
      endingSessionOnPurpose('expert');
      try {
        await getBrowserApi('expert').request(endpoints.iam.logout());
      } catch {
        // Logging out means the local session ends, whatever the server says.
      }
      clearSession('expert');
    },
  });
}
