import { emptyValues } from './purchase-values';
import { takeoverValues } from './takeover-values';

const defaults = { ...emptyValues, packId: '2', email: 'player@quiz.test' };

describe('the values the working form starts from', () => {
  it('are what the inputs hold when there is no draft', () => {
    const onPage = { ...defaults, email: 'typed@example.com', consent: true };
    expect(takeoverValues(onPage, defaults, null)).toEqual(onPage);
  });

  it('take the draft for every field the visitor has not changed, and keep what they changed', () => {
    const draft = { ...emptyValues, packId: '4', email: 'kept@example.com', gift: true, recipientEmail: 'friend@example.com', message: 'Hi', consent: true };
    const onPage = { ...defaults, recipientName: 'Ann', consent: false };
    expect(takeoverValues({ ...onPage, email: 'now@example.com' }, defaults, draft)).toEqual({
      // The address's pack wins over the draft's; the e-mail typed now over the kept one.
      packId: '2',
      email: 'now@example.com',
      gift: true,
      recipientEmail: 'friend@example.com',
      recipientName: 'Ann',
      message: 'Hi',
      consent: true,
    });
  });
});
