'use client';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { endpoints } from '@/contract/endpoints';
import { getBrowserApi } from '@/lib/api/browser-api';
import type { SessionScope } from '@/lib/config/cookie-names';
import { getBrowserConfig } from '@/lib/config/public-config';
import { yieldWhileShown } from '@/lib/scheduling/yield-to-browser';
import { readSessionToken } from '@/lib/session/session-cookies';
import { createRealtimeClient, type RealtimeClient, type RealtimeReport } from './realtime-client';

interface RealtimeContextValue {
  client: RealtimeClient | null;
  scope: SessionScope;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

const reportProblem: RealtimeReport = (problem) => {
  // Unknown events and gaps are expected occasionally (a newer server, a dropped packet): note them, never crash.
  console.warn('[realtime]', problem.kind, problem.channel, problem.event ?? problem.status ?? '');
};

/**
 * A cheap authenticated call: on a 401 the API client refreshes the session (single flight, shared across tabs)
 * and stores the new pair, or ends the session and shows the "please log in again" modal. Then the cookie holds
 * the token to subscribe with.
 */
async function renewToken(scope: SessionScope): Promise<string | undefined> {
  const me = scope === 'expert' ? endpoints.iam.me() : endpoints.base.me();
  await getBrowserApi(scope)
    .request(me)
    .catch(() => undefined);
  return readSessionToken(scope);
}

/**
 * Opens the page's one realtime connection (live screens only: the transport code is loaded on demand, so pages
 * without live data ship none of it) and closes it when the screen goes away.
 */
export function RealtimeProvider({ scope, children }: { scope: SessionScope; children: ReactNode }) {
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    let cancelled = false;
    let created: RealtimeClient | null = null;
    void (async () => {
      // Started from the screen's first effects, the heaviest task of its start: the cookie read and the request for
      // the transport's code (the script element Turbopack adds, about 25 ms at a mid-range phone's speed) wait for
      // the next task.
      await yieldWhileShown();
      if (cancelled) return;
      const settings = getBrowserConfig().realtime;
      const token = readSessionToken(scope);
      const createTransport =
        settings.broadcaster === 'socket.io'
          ? (await import('./socket-io-transport')).createSocketIoTransport
          : (await import('./pusher-transport')).createPusherTransport;
      // The transport's code is evaluated as it arrives; the client and its socket are built in a task of their own,
      // so the two do not add up to one long task while the screen is still starting.
      await yieldWhileShown();
      if (cancelled) return;
      const transport = createTransport(settings, token);
      created = createRealtimeClient(transport, reportProblem, { renewToken: () => renewToken(scope) });
      setClient(created);
    })();
    return () => {
      cancelled = true;
      created?.close();
      setClient(null);
    };
  }, [scope]);

  return <RealtimeContext.Provider value={{ client, scope }}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('useRealtime needs a RealtimeProvider');
  return value;
}
