import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';

/**
 * A document kept in memory as sent: its bytes, the validator browsers revalidate with, and the CSP hash sources of
 * its inline scripts (a copy served to everyone cannot carry a per-request nonce; its policy lists exactly these).
 * Computed once, when the copy is stored: each render of the page has its own inline payload.
 */
export interface DocumentCopy {
  readonly body: Uint8Array;
  readonly etag: string;
  readonly scriptHashes: readonly string[];
  readonly storedAt: number;
}

/** Fetches a document's current bytes; null when nothing usable came back (the previous copy stays). */
type LoadDocument = (key: string) => Promise<Uint8Array | null>;

export interface DocumentCopiesOptions {
  /** After this a copy is still served, but a fresh one is fetched in the background (stale-while-revalidate). */
  maxAgeMs: number;
  /**
   * After this a copy is expired: too old to be sent while a new one is on its way (the caller waits for it, see
   * `loaded`). Without it a copy of any age is served stale.
   */
  maxStaleMs?: number;
  load: LoadDocument;
  now?: () => number;
  onError?: (key: string, error: unknown) => void;
}

export interface DocumentCopies {
  /**
   * The copy to serve, if there is one, whether it is fresh and whether it has expired (maxStaleMs); asks for a new
   * one when missing or stale.
   */
  read(key: string): { copy: DocumentCopy; fresh: boolean; expired: boolean } | undefined;
  /**
   * Waits for the refresh under way (the first one after a start, or the one an expired copy asked for), then the
   * copy stored, if any. With `waitMs`, waits at most that long and then answers with the copy there is.
   */
  loaded(key: string, waitMs?: number): Promise<DocumentCopy | undefined>;
  /** Resolves when no refresh is under way (tests, shutdown). */
  settled(): Promise<void>;
}

function toCopy(body: Uint8Array, storedAt: number): DocumentCopy {
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
    scriptHashes: inlineScriptHashes(new TextDecoder().decode(body)),
    storedAt,
  };
}

/**
 * In-memory copies of documents that are the same for every visitor, for the busiest address (the anonymous home
 * page): answering from memory skips the renderer and its route handling. One refresh per key at a time; a failed
 * refresh keeps the previous copy, so a backend outage never replaces a good page.
 */
export function createDocumentCopies({ maxAgeMs, maxStaleMs = Infinity, load, now = () => Date.now(), onError }: DocumentCopiesOptions): DocumentCopies {
  const copies = new Map<string, DocumentCopy>();
  const refreshing = new Map<string, Promise<void>>();

  const refresh = (key: string) => {
    if (refreshing.has(key)) return;
    const run = load(key)
      .then((body) => {
        if (body) copies.set(key, toCopy(body, now()));
      })
      .catch((error: unknown) => onError?.(key, error))
      .finally(() => refreshing.delete(key));
    refreshing.set(key, run);
  };

  return {
    read(key) {
      const copy = copies.get(key);
      const age = copy ? now() - copy.storedAt : Infinity;
      const fresh = age < maxAgeMs;
      if (!fresh) refresh(key);
      return copy ? { copy, fresh, expired: age >= maxStaleMs } : undefined;
    },
    async loaded(key, waitMs) {
      const under = refreshing.get(key);
      if (under && waitMs !== undefined) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
        await Promise.race([under, limit]).finally(() => clearTimeout(timer));
      } else await under;
      return copies.get(key);
    },
    async settled() {
      while (refreshing.size > 0) await Promise.all(refreshing.values());
    },
  };
}
