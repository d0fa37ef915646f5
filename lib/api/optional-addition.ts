import { isApiFailure } from './api-failure';

/**
 * Whether a failed call says the backend lacks the call or the field an addition brings (not that the call failed):
 * 404 or 405 (no such route), or a reply the contract's schema refuses (a field of the addition is missing).
 */
const saysAdditionIsMissing = (error: unknown): boolean =>
  isApiFailure(error) && (error.status === 404 || error.status === 405 || error.kind === 'invalid-response');

/**
 * A call beyond the spec that a platform may not have (contract/README.md, "Spec-only switch"). The first reply that
 * says it is missing turns it off for the session (the page's life in a browser, the process's on the server), once
 * and silently: `call` then resolves `undefined` without asking again, and the caller takes the spec's way. Any
 * other failure (401, 500, the network) is thrown as usual and turns nothing off.
 */
export function optionalAddition() {
  let absent = false;
  return {
    /** The backend has shown it lacks the addition. */
    get absent() {
      return absent;
    },
    async call<T>(request: () => Promise<T>): Promise<T | undefined> {
      if (absent) return undefined;
      try {
        return await request();
      } catch (error) {
        if (!saysAdditionIsMissing(error)) throw error;
        absent = true;
        return undefined;
      }
    },
  };
}

export type OptionalAddition = ReturnType<typeof optionalAddition>;
