import { participantListReplySchema } from './live-game';

describe('the rating list (GET participants/{id}/list)', () => {
  it('parses the spec’s reply: items of id, scoresSum and scores only', () => {
    const reply = {
      items: [
        { id: 7, scoresSum: 3, scores: [1, 2] },
        { id: 8, scoresSum: 0, scores: [] },
      ],
    };
    expect(participantListReplySchema.parse(reply)).toEqual(reply);
  });

  it('parses the reference backend’s full reply too', () => {
    const item = { id: 7, name: 'Эрудиты', city: { id: 1, name: 'Москва' }, scoresSum: 3, scores: [3], place: 1, playersOnline: 2 };
    const reply = { items: [item], scoresShown: true, shownTours: 1, total: 1 };
    expect(participantListReplySchema.parse(reply)).toEqual(reply);
  });

  it('still refuses a reply without the spec’s fields', () => {
    expect(participantListReplySchema.safeParse({ items: [{ id: 7, scores: [1] }] }).success).toBe(false);
    expect(participantListReplySchema.safeParse({ items: [{ id: 7, scoresSum: 1 }] }).success).toBe(false);
    expect(participantListReplySchema.safeParse({ total: 1 }).success).toBe(false);
  });
});
