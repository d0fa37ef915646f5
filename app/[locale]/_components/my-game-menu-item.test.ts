import { describe, expect, it } from 'vitest';
import type { MyParticipation } from '@/features/participant/types';
import { currentOrNextGame } from './my-game-menu-item';

const item = (over: Partial<MyParticipation>): MyParticipation => ({
  id: 1,
  gameId: 1,
  gameName: 'Игра',
  teamName: 'Команда',
  status: 'READY',
  startsAt: 0,
  opensAt: 0,
  isLive: false,
  isFinished: false,
  ...over,
});

describe('the profile menu’s current or next game', () => {
  it('is the live game when there is one, else the soonest upcoming one', () => {
    const later = item({ id: 2, startsAt: 2_000 });
    const sooner = item({ id: 3, startsAt: 1_000 });
    expect(currentOrNextGame([later, sooner])?.id).toBe(3);
    expect(currentOrNextGame([later, item({ id: 4, isLive: true, startsAt: 5_000 }), sooner])?.id).toBe(4);
  });

  it('skips finished games and withdrawn registrations; nothing when none is left', () => {
    expect(currentOrNextGame([item({ isFinished: true }), item({ id: 5, status: 'CANCELLED', startsAt: 10 })])).toBeNull();
    expect(currentOrNextGame([])).toBeNull();
  });
});
