import { registrationRequest, type RequestInput } from './request';
import { NEW_TEAM } from './step-schemas';

const cities = [
  { id: 1, name: 'Москва' },
  { id: 7, name: 'Paris' },
];
const input = (overrides: Partial<RequestInput> = {}): RequestInput => ({
  language: 'ru',
  guest: false,
  freeCity: false,
  cities,
  values: {
    data: { name: ' Анна Петрова ', email: '', cityId: '1', city: '' },
    team: { choice: '12', teamName: '' },
    cost: { promo: 'quiz20', consent: true, agreement: true },
  },
  appliedPromo: 'quiz20',
  payLater: false,
  ...overrides,
});

describe('the registration body (POST games/{id}/registrations)', () => {
  it('a signed-in player (ru): chosen city and team, the applied code, consents accepted, no e-mail', () => {
    expect(registrationRequest(input())).toEqual({
      language: 'ru',
      name: 'Анна Петрова',
      cityId: 1,
      teamId: 12,
      promo: 'quiz20',
      consent: true,
      agreement: true,
    });
  });

  it('a private game’s invite token is sent when the page has one', () => {
    expect(registrationRequest(input({ invite: 'tok-en' }))).toMatchObject({ invite: 'tok-en' });
    expect(registrationRequest(input())).not.toHaveProperty('invite');
  });

  it('pay later is sent only when chosen; a code that was not applied is not sent', () => {
    expect(registrationRequest(input({ payLater: true, appliedPromo: null }))).toMatchObject({ payLater: true, promo: null });
    expect(registrationRequest(input())).not.toHaveProperty('payLater');
  });

  it('a guest (en, fr): e-mail, a new team by name, the city as typed', () => {
    const body = registrationRequest(
      input({
        language: 'fr',
        guest: true,
        freeCity: true,
        values: {
          data: { name: 'Anne', email: ' anne@example.fr ', cityId: '', city: ' Lyon ' },
          team: { choice: NEW_TEAM, teamName: ' Les Hiboux ' },
          cost: { promo: '', consent: true, agreement: true },
        },
        appliedPromo: null,
      }),
    );
    expect(body).toEqual({
      language: 'fr',
      name: 'Anne',
      email: 'anne@example.fr',
      city: 'Lyon',
      teamName: 'Les Hiboux',
      promo: null,
      consent: true,
      agreement: true,
    });
  });

  it('a typed city that is one of the listed cities is sent as its id', () => {
    const values = {
      data: { name: 'Anne', email: 'a@b.fr', cityId: '', city: 'paris' },
      team: { choice: NEW_TEAM, teamName: 'X' },
      cost: { promo: '', consent: true, agreement: true },
    };
    expect(registrationRequest(input({ language: 'en', guest: true, freeCity: true, values }))).toMatchObject({ cityId: 7 });
  });
});
