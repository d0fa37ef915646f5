// @vitest-environment node
import fr from '@/messages/fr.json';
import { GET, generateStaticParams } from './route';

const get = (locale: string, file: string) => GET(new Request(`http://site.test/i18n/${locale}/${file}`), { params: Promise.resolve({ locale, file }) });

describe('/i18n/{locale}/{namespace}.json', () => {
  it("answers a lazily loaded namespace's messages in that language, and nothing else", async () => {
    const response = await get('fr', 'auth.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ auth: fr.auth });
    expect(await (await get('fr', 'registration.json')).json()).toEqual({ registration: fr.registration });
  });

  it('is 404 for a namespace the pages carry themselves, an unknown language or a path without .json', async () => {
    expect((await get('fr', 'catalogue.json')).status).toBe(404);
    expect((await get('de', 'auth.json')).status).toBe(404);
    expect((await get('ru', 'auth')).status).toBe(404);
  });

  it('is written at build time for every language', () => {
    expect(generateStaticParams()).toEqual([
      { locale: 'ru', file: 'auth.json' },
      { locale: 'ru', file: 'registration.json' },
      { locale: 'ru', file: 'support.json' },
      { locale: 'ru', file: 'teams.json' },
      { locale: 'en', file: 'auth.json' },
      { locale: 'en', file: 'registration.json' },
      { locale: 'en', file: 'support.json' },
      { locale: 'en', file: 'teams.json' },
      { locale: 'fr', file: 'auth.json' },
      { locale: 'fr', file: 'registration.json' },
      { locale: 'fr', file: 'support.json' },
      { locale: 'fr', file: 'teams.json' },
    ]);
  });
});
