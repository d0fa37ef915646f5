import type { CabinetRegistrationWire } from '@/contract/schemas/cabinet';
import { formatMoney, splitRegistrations } from './cabinet-lists';

const registration = (over: Partial<CabinetRegistrationWire>): CabinetRegistrationWire => ({
  id: 1,
  gameId: 2,
  gameName: 'Квиз',
  startsAt: '2026-12-01T16:00:00.000Z',
  opensAt: '2026-12-01T15:00:00.000Z',
  city: 'Москва',
  teamName: 'Эрудиты',
  status: 'READY',
  paymentState: 'paid',
  currency: 'RUB',
  amount: 899,
  amountDue: 0,
  holdExpiresAt: null,
  isLive: false,
  isFinished: false,
  result: null,
  ...over,
});

describe('the cabinet lists', () => {
  it('puts live and upcoming registrations first and finished or cancelled ones in the past', () => {
    const live = registration({ id: 1, isLive: true });
    const due = registration({ id: 2, status: 'DEFERRED', amountDue: 899 });
    const cancelled = registration({ id: 3, status: 'CANCELLED' });
    const played = registration({ id: 4, status: 'PLAYED', isFinished: true, result: { place: 2, total: 10, scoresSum: 30 } });
    const { upcoming, past } = splitRegistrations([live, due, cancelled, played]);
    expect(upcoming.map((r) => r.id)).toEqual([1, 2]);
    expect(past.map((r) => r.id)).toEqual([3, 4]);
  });

  it('formats money in the page language', () => {
    expect(formatMoney(899, 'RUB', 'ru')).toBe('899\u00a0₽');
    expect(formatMoney(7.5, 'USD', 'en')).toBe('$7.50');
  });
});
