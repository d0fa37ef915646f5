import { featuredLogos } from './featured-logos';

const logo = (alt: string) => ({ src: `data:image/svg+xml;base64,${alt}`, href: null, alt });

describe('featuredLogos', () => {
  const games = [
    { language: 'ru' as const, corporateLogos: [] },
    { language: 'ru' as const, corporateLogos: [logo('Ромашка')] },
    { language: null, corporateLogos: [logo('Unknown')] },
    { language: 'en' as const, corporateLogos: [logo('Acme')] },
  ];

  it("features the first corporate game played in the page's language, never another language's", () => {
    expect(featuredLogos(games, 'ru')).toEqual([logo('Ромашка')]);
    expect(featuredLogos(games, 'en')).toEqual([logo('Acme')]);
    expect(featuredLogos(games, 'fr')).toEqual([]);
  });
});
