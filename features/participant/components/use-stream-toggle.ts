'use client';
import Cookies from 'js-cookie';
import { useCallback } from 'react';
import { cookieNames } from '@/lib/config/cookie-names';
import { cookieAttributes } from '@/lib/session/session-cookies';
import { STREAM_COOKIE_DAYS, streamCookieValue } from '../model/stream';
import { useParticipant, useParticipantActions } from '../store';

/** The stream on/off setting: in the store for the screen, in the cookie for the next visit and the server render. */
export function useStreamToggle(): [boolean, (enabled: boolean) => void] {
  const enabled = useParticipant((s) => s.streamEnabled);
  const { streamToggled } = useParticipantActions();
  const set = useCallback(
    (next: boolean) => {
      Cookies.set(cookieNames.stream, streamCookieValue(next), cookieAttributes(STREAM_COOKIE_DAYS));
      streamToggled({ enabled: next });
    },
    [streamToggled],
  );
  return [enabled, set];
}
