import { timings } from '@/lib/config/timings';

const STORAGE_KEY = 'chunk-reload-at';

export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message);
};

/**
 * After a deploy, an open tab may ask for chunks that no longer exist. Reloading fetches the new build; the
 * guard (spec: at most once per 60 s) stops a reload loop when the chunk is really missing.
 */
export function reloadForChunkError(now = Date.now(), storage: Storage = sessionStorage, reload = () => location.reload()): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < timings.chunkReloadGuardMs) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
