import type { MyParticipation } from '../types';
import { chooseMyGame } from './my-game';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;
let nextId = 1;
const reg = (overrides: Partial<MyParticipation>): MyParticipation => ({
  id: nextId++,
  gameId: 1,
  gameName: 'Игра',
  teamName: 'Эрудиты',
  status: 'READY',
  startsAt: NOW + 24 * HOUR,
  opensAt: NOW + 23 * HOUR,
  isLive: false,
  isFinished: false,
  ...overrides,
});

describe('chooseMyGame', () => {
  it('takes the live game the team plays, over a pending or unpaid (pay later) registration live at the same time', () => {
    const pending = reg({ status: 'PENDING', isLive: true, startsAt: NOW - 2 * HOUR });
    const moved = reg({ status: 'DEFERRED', isLive: true, startsAt: NOW - 3 * HOUR });
    const ready = reg({ status: 'READY', isLive: true, startsAt: NOW - HOUR });
    expect(chooseMyGame([pending, moved, ready], NOW)).toEqual({ kind: 'live', participation: ready });
  });

  it('the next game is the soonest one the team plays, before an unpaid one; a cancelled registration is never it', () => {
    const moved = reg({ status: 'DEFERRED', startsAt: NOW + HOUR });
    const cancelled = reg({ status: 'CANCELLED', startsAt: NOW + 2 * HOUR });
    const later = reg({ startsAt: NOW + 48 * HOUR });
    const sooner = reg({ startsAt: NOW + 24 * HOUR });
    expect(chooseMyGame([moved, cancelled, later, sooner], NOW)).toEqual({ kind: 'next', participation: sooner });
  });

  it('a pending registration stands in only when nothing the team plays is live or coming', () => {
    const pending = reg({ status: 'PENDING', startsAt: NOW + 5 * HOUR });
    expect(chooseMyGame([pending], NOW)).toEqual({ kind: 'next', participation: pending });
    const ready = reg({ startsAt: NOW + 30 * HOUR });
    expect(chooseMyGame([pending, ready], NOW)).toEqual({ kind: 'next', participation: ready });
  });

  it('an unpaid (pay later) registration stands in like a pending one: its screen offers to pay', () => {
    const deferred = reg({ status: 'DEFERRED', startsAt: NOW + 5 * HOUR });
    expect(chooseMyGame([deferred, reg({ status: 'CANCELLED' })], NOW)).toEqual({ kind: 'next', participation: deferred });
  });

  it('finished and cancelled registrations leave nothing to open', () => {
    const list = [reg({ isFinished: true, startsAt: NOW - 5 * HOUR }), reg({ status: 'CANCELLED' }), reg({ status: 'DEFERRED', isFinished: true })];
    expect(chooseMyGame(list, NOW)).toEqual({ kind: 'none' });
  });
});
