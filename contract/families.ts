/**
 * The platform API is split into base path families. Each family is served by its own service in production,
 * so each gets its own configurable base URL; the reference backend serves all of them at one origin.
 * Which endpoint lives in which family is recorded in contract/README.md.
 */
export const apiFamilies = {
  /** Identity: staff (expert) sessions, token refresh, logout, the current staff user. */
  iam: '/api/iam/v1',
  /** The live game engine: participant screens, answer sheets, expert controls. */
  live: '/api/live/v1',
  /** Player accounts: registration, player login, confirmation, OAuth, profile, locations. */
  base: '/api/base',
  /** Public catalogue: games, cities, promo checks, newsletter. */
  baseMain: '/api/base/main',
  /** Legacy site services kept on the old prefix: the support desk. */
  legacy: '/base',
  /** Private (party) games and promo-code packs sold to visitors. */
  party: '/api/party',
  /** Game chats: status, lock, history. */
  chats: '/api/chats/v1',
} as const;

export type ApiFamily = keyof typeof apiFamilies;
export const apiFamilyNames = Object.keys(apiFamilies) as ApiFamily[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A concrete call: which family it belongs to and its path inside that family (always starting with '/'). */
export interface Endpoint {
  readonly family: ApiFamily;
  readonly method: HttpMethod;
  readonly path: string;
}

export const endpoint = (family: ApiFamily, method: HttpMethod, path: string): Endpoint => ({ family, method, path });

/** Encodes a dynamic path segment so an id can never change the shape of the path. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));
