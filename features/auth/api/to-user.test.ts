import { userReplySchema } from '@/contract/schemas/auth';
import { playerWire } from '../testing/fixtures';
import { toUser } from './to-user';

describe('toUser', () => {
  it('reshapes the wire user into the app user', () => {
    const user = toUser(userReplySchema.parse({ data: playerWire }).data);
    expect(user).toEqual({
      id: 7,
      name: 'Анна Петрова',
      email: 'anna@example.com',
      phone: '+7 900 000-00-00',
      avatarUrl: null,
      isApproved: true,
      role: 'player',
      purchases: [{ id: 1, title: 'Классика #12' }],
      teams: [
        { id: 3, name: 'Совы' },
        { id: 4, name: 'Ежи' },
      ],
    });
  });
});
