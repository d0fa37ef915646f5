import type { UserRole } from '@/contract/schemas/auth';

/** Password of every seeded account (development and tests only). */
export const DEMO_PASSWORD = 'demo12345';

export interface DemoAccount {
  key: 'player' | 'player2' | 'expert';
  name: string;
  email: string;
  role: UserRole;
  phone: string | null;
}

export const demoAccounts: readonly DemoAccount[] = [
  { key: 'player', name: 'Иван Петров', email: 'player@quiz.test', role: 'player', phone: '+79001234567' },
  { key: 'player2', name: 'Мария Соколова', email: 'player2@quiz.test', role: 'player', phone: null },
  { key: 'expert', name: 'Сергей Ковалёв', email: 'expert@quiz.test', role: 'expert', phone: null },
];

/** The demo players' team (both players are members, so two browsers can play as one team). */
export const DEMO_TEAM_NAME = 'Эрудиты';
