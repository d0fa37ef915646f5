import { isApiFailure } from './api-failure';

/**
 * Calls beyond the spec that a screen uses only when the backend has them (contract/README.md, "Spec-only switch").
 * Each is discovered on first use: a reply that shows the backend does not have it turns it off for the rest of the
 * page load, once and silently (the screen falls back to what the spec gives; no error is shown or reported).
 */
export type AdditionName = 'answerGroups' | 'appealResolution' | 'chatHistory' | 'myParticipations' | 'myRegistrations';

const absent = new Set<AdditionName>();
const listeners = new Set<() => void>();

/**
 * Whether a failed call says "this backend has no such call": 404 or 405 (no route), or, for a read, a reply
 * without the fields the addition promises (a platform that answers the path with something else).
 */
function showsAdditionAbsent(error: unknown, { read = true }: { read?: boolean } = {}): boolean {
  if (!isApiFailure(error)) return false;
  return error.status === 404 || error.status === 405 || (read && error.kind === 'invalid-response');
}

export const isAdditionAbsent = (name: AdditionName): boolean => absent.has(name);

/**
 * Turns the addition off for this page load (once: later calls change nothing). In the browser only: on the server
 * this module is shared by every request, and one backend reply must not decide for other people's pages.
 */
function markAdditionAbsent(name: AdditionName): void {
  if (typeof window === 'undefined' || absent.has(name)) return;
  absent.add(name);
  listeners.forEach((listener) => listener());
}

/** The error a call of an addition already known to be absent fails with (it never reaches the network). */
class AdditionAbsent extends Error {
  constructor(readonly addition: AdditionName) {
    super(`${addition} is not offered by this backend`);
    this.name = 'AdditionAbsent';
  }
}

export const isAdditionAbsentError = (error: unknown): error is AdditionAbsent => error instanceof AdditionAbsent;

/**
 * Calls an addition. Known absent: fails with AdditionAbsent without calling. A reply that shows it absent
 * (`showsAdditionAbsent`) marks it and fails with AdditionAbsent too; any other failure passes through unchanged
 * (a network error or a 500 says nothing about whether the call exists).
 */
export async function callAddition<T>(name: AdditionName, call: () => Promise<T>, options?: { read?: boolean }): Promise<T> {
  if (absent.has(name)) throw new AdditionAbsent(name);
  try {
    return await call();
  } catch (error) {
    if (!showsAdditionAbsent(error, options)) throw error;
    markAdditionAbsent(name);
    throw new AdditionAbsent(name);
  }
}

/** Calls an addition; undefined when the backend shows (now or before) that it lacks it, for a caller with a spec way. */
export async function tryAddition<T>(name: AdditionName, call: () => Promise<T>, options?: { read?: boolean }): Promise<T | undefined> {
  try {
    return await callAddition(name, call, options);
  } catch (error) {
    if (isAdditionAbsentError(error)) return undefined;
    throw error;
  }
}

/**
 * Events beyond the spec. Silence proves nothing about an event, so these are discovered the other way round: the
 * screen does the spec's way (e.g. re-reads what the event would have said) until the first one arrives, which
 * shows the backend sends it and turns the spec's way off for the rest of the page load.
 */
export type EventAdditionName = 'expertGameStateChanged';

const seen = new Set<EventAdditionName>();

export const isEventAdditionSeen = (name: EventAdditionName): boolean => seen.has(name);

/** The event arrived: the backend sends it (once; in the browser only, as for `markAdditionAbsent`). */
export function markEventAdditionSeen(name: EventAdditionName): void {
  if (typeof window === 'undefined' || seen.has(name)) return;
  seen.add(name);
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever an addition is found absent or an event addition is first seen. */
export function onAdditionDiscovered(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Forgets every discovery, as a new page load would.
 * @public Tests only: each starts from a backend whose additions are not known yet.
 */
export function forgetAdditionDiscoveries(): void {
  absent.clear();
  seen.clear();
  listeners.forEach((listener) => listener());
}
