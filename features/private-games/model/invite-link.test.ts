import { inviteLink } from './invite-link';

describe('the invite link of a private game', () => {
  it('is the game’s page in the organiser’s language with the token in the query', () => {
    expect(inviteLink('https://quiz.test', 'ru', 77, 'abc_DEF-123')).toBe('https://quiz.test/private/77?invite=abc_DEF-123');
    expect(inviteLink('https://quiz.test', 'fr', 77, 'a b')).toBe('https://quiz.test/fr/private/77?invite=a%20b');
  });
});
