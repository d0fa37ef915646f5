/**
 * The browser's localStorage or sessionStorage when the page may use it, else null: on the server, and where
 * reading the property throws (some privacy modes, storage blocked by the user).
 */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
