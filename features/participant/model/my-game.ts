import type { MyParticipation } from '../types';

/** The participation `/game` (without an id) opens, and whether it is live, upcoming, or there is none. */
export type MyGameChoice = { kind: 'live'; participation: MyParticipation } | { kind: 'next'; participation: MyParticipation } | { kind: 'none' };

const plays = (item: MyParticipation) => item.status === 'READY' || item.status === 'PLAYED';

/**
 * Which of the player's registrations `/game` means. A registration that plays (READY, PLAYED) comes first, live
 * before upcoming, soonest first; only without one does a registration still to be paid stand in (PENDING, or
 * DEFERRED: pay later; its screen says what is still to pay, with a way to pay). Cancelled and finished ones are
 * never "the game".
 */
export function chooseMyGame(mine: readonly MyParticipation[], now: number): MyGameChoice {
  const open = mine.filter((item) => !item.isFinished && item.status !== 'CANCELLED');
  const soonest = (list: MyParticipation[]) => [...list].sort((a, b) => a.startsAt - b.startsAt)[0];
  for (const group of [open.filter(plays), open.filter((item) => !plays(item))]) {
    const live = soonest(group.filter((item) => item.isLive));
    if (live) return { kind: 'live', participation: live };
    const next = soonest(group.filter((item) => item.startsAt > now));
    if (next) return { kind: 'next', participation: next };
  }
  return { kind: 'none' };
}
