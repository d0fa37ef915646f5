/** Names of every cookie the app reads or writes. Shared by proxy.ts, server code and the browser. */
export const cookieNames = {
  locale: 'i18n_redirected',
  playerToken: 'auth_token',
  playerRefresh: 'auth_refresh',
  expertToken: 'expert_token',
  expertRefresh: 'expert_refresh',
  stream: 'stream_enabled',
} as const;

export type SessionScope = 'player' | 'expert';

export const sessionCookies: Record<SessionScope, { token: string; refresh: string }> = {
  player: { token: cookieNames.playerToken, refresh: cookieNames.playerRefresh },
  expert: { token: cookieNames.expertToken, refresh: cookieNames.expertRefresh },
};
