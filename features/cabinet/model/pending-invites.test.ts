import { toPendingInvites } from './pending-invites';

const token = 'A'.repeat(20) + '_-' + 'b'.repeat(21);

describe('pending invites', () => {
  it('keep the invite’s token from its address, and nothing else of the address', () => {
    const [invite] = toPendingInvites([
      {
        id: 3,
        teamName: 'Знатоки',
        gameName: 'Игра',
        startsAt: '2026-11-26T16:00:00.000Z',
        invitedBy: 'Анна',
        expiresAt: null,
        url: `https://evil.test/x?invite=${token}`,
      },
    ]);
    expect(invite).toEqual({ id: '3', teamName: 'Знатоки', gameName: 'Игра', startsAt: '2026-11-26T16:00:00.000Z', invitedBy: 'Анна', expiresAt: null, token });
  });

  it('give no link when the address carries no token that can be one', () => {
    const list = toPendingInvites([
      { id: 1, teamName: 'A', url: 'https://quiz.test/share?invite=short' },
      { id: 2, teamName: 'B', url: null },
      { id: 3, teamName: 'C' },
      { id: 4, teamName: 'D', url: 'http://[broken' },
    ]);
    expect(list.map((i) => i.token)).toEqual([null, null, null, null]);
  });
});
