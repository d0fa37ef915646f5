import type { UserWire } from '@/contract/schemas/auth';

export const playerWire: UserWire = {
  id: 7,
  name: 'Анна Петрова',
  email: 'anna@example.com',
  phone: '+7 900 000-00-00',
  avatar_url: null,
  is_approved: true,
  role: 'player',
  purchases: [{ id: 1, title: 'Классика #12' }],
  teams: [
    { id: 3, name: 'Совы' },
    { id: 3, name: 'Совы' },
    { id: 4, name: 'Ежи' },
  ],
};

export const tokens = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer' as const,
  expires_in: 3600,
};
