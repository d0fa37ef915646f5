/** The script could not be loaded (offline, blocked by an extension, or the provider is down). */
class ScriptLoadError extends Error {
  constructor(
    readonly src: string,
    reason: string,
  ) {
    super(`The script ${src} could not be loaded (${reason})`);
    this.name = 'ScriptLoadError';
  }
}

/** A script that neither loads nor fails (a hung connection) is given up after this long. */
const LOAD_TIMEOUT_MS = 20_000;

const loads = new Map<string, Promise<void>>();

/**
 * Adds `<script src async>` once per page and resolves when it has run. Inserted by our own code from its address,
 * so the page's CSP decides by that address (the deployment lists it). A failed load is forgotten: a later call
 * tries again.
 */
export function loadScript(src: string, timeoutMs = LOAD_TIMEOUT_MS): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new ScriptLoadError(src, reason));
    };
    const timer = setTimeout(() => fail('timed out'), timeoutMs);
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('network or policy error'));
    document.head.append(script);
  });
  loads.set(src, load);
  load.catch(() => loads.delete(src));
  return load;
}
