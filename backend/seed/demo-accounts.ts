import type { UserRole } from '@/contract/schemas/auth';

/** Password of every seeded account (development and tests only). */
export const DEMO_PASSWORD = 'demo12345';

export interface DemoAccount {
  key: 'player' | 'player2' | 'player3' | 'player4' | 'expert';
  name: string;
  email: string;
  role: UserRole;
  phone: string | null;
}

export const demoAccounts: readonly DemoAccount[] = [
  { key: 'player', name: 'Иван Петров', email: 'player@quiz.test', role: 'player', phone: '+79001234567' },
  { key: 'player2', name: 'Мария Соколова', email: 'player2@quiz.test', role: 'player', phone: null },
  { key: 'expert', name: 'Сергей Ковалёв', email: 'expert@quiz.test', role: 'expert', phone: null },
  { key: 'player3', name: 'Анна Кузнецова', email: 'player3@quiz.test', role: 'player', phone: null },
  { key: 'player4', name: 'Дмитрий Орлов', email: 'player4@quiz.test', role: 'player', phone: null },
];

/** The demo players' team (player, captain, and player2, so two browsers can play as one team). */
export const DEMO_TEAM_NAME = 'Эрудиты';

/**
 * A second demo team in the live game (player3, captain, and player4), so two teams can chat with each other and
 * meet in the rating with the demo accounts alone.
 */
export const SECOND_DEMO_TEAM_NAME = 'Знатоки';
