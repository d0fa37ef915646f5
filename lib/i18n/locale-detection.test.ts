import { detectRootLocale, localeOfPath, looksLikeLanguage, matchAcceptLanguage, splitLocalePrefix, switchLocalePath } from './locale-detection';
import { homePathOf, locales } from './routing';

describe('matchAcceptLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['fr-CA', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,en;q=0.5,ru;q=0.4', 'en'],
    ['en;q=0.5,fr;q=0.8', 'fr'],
    ['fr,en', 'fr'],
    ['en,fr', 'en'],
    ['ru-RU,ru;q=0.9', 'ru'],
    ['EN-gb', 'en'],
    [' de , fr;q=0.3 ', 'fr'],
  ])('picks the best supported language of %j', (header, expected) => {
    expect(matchAcceptLanguage(header)).toBe(expected);
  });

  it('leaves out languages weighted q=0', () => {
    expect(matchAcceptLanguage('en;q=0,fr;q=0.1')).toBe('fr');
    expect(matchAcceptLanguage('en;q=0')).toBeUndefined();
  });

  it.each(['de-DE,de;q=0.9', 'es, pt-BR', '*', '', null, undefined])('finds nothing in %j', (header) => {
    expect(matchAcceptLanguage(header)).toBeUndefined();
  });
});

describe('detectRootLocale', () => {
  it('lets the remembered cookie win over the browser language', () => {
    expect(detectRootLocale('en', 'fr-FR,fr;q=0.9')).toBe('en');
    expect(detectRootLocale('ru', 'en-US')).toBe('ru');
  });

  it('ignores an invalid cookie and falls back to the browser language', () => {
    expect(detectRootLocale('de', 'fr-FR')).toBe('fr');
    expect(detectRootLocale('', 'en')).toBe('en');
  });

  it('defaults to Russian', () => {
    expect(detectRootLocale(undefined, null)).toBe('ru');
    expect(detectRootLocale(undefined, 'de-DE,es;q=0.5')).toBe('ru');
    expect(detectRootLocale('xx', '')).toBe('ru');
  });
});

describe('looksLikeLanguage', () => {
  it.each(['de', 'es', 'pt-br', 'PT-BR', 'en'])('treats %j as a language code', (segment) => {
    expect(looksLikeLanguage(segment)).toBe(true);
  });

  it.each(['expert', 'game', 'private', 'reg', 'share', 'e', '', 'pt-', 'pt_br'])('treats %j as a page', (segment) => {
    expect(looksLikeLanguage(segment)).toBe(false);
  });
});

describe('splitLocalePrefix', () => {
  it.each([
    ['/en/expert/login', 'en', '/expert/login'],
    ['/fr/private/5', 'fr', '/private/5'],
    ['/ru/private', 'ru', '/private'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
  ])('splits %s into its locale and the rest', (path, prefix, rest) => {
    expect(splitLocalePrefix(path)).toEqual({ prefix, rest });
  });

  it.each(['/', '/expert', '/de/private', '/english', '/enx/reg'])('leaves %s without a prefix', (path) => {
    expect(splitLocalePrefix(path)).toEqual({ prefix: undefined, rest: path });
  });
});

describe('localeOfPath', () => {
  it.each([
    ['/en/reg/5', 'en'],
    ['/fr/en/reg/5', 'en'],
    ['/en/private', 'en'],
    ['/fr/x', 'fr'],
    ['/fr', 'fr'],
    ['/ru/private', 'ru'],
    ['/private', 'ru'],
    ['/reg/5', 'ru'],
    ['/', 'ru'],
  ])('serves %s in %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});

describe('switchLocalePath', () => {
  it.each([
    ['/en/private', 'fr', '/fr/private'],
    ['/en/private', 'ru', '/private'],
    ['/private', 'en', '/en/private'],
    ['/ru/private/5', 'fr', '/fr/private/5'],
    ['/fr/expert/12', 'en', '/en/expert/12'],
    ['/', 'en', '/en'],
    ['/', 'ru', '/'],
    ['/en', 'ru', '/'],
    ['/en', 'fr', '/fr'],
  ] as const)('turns %s into %s: %s', (path, target, expected) => {
    expect(switchLocalePath(path, target)).toBe(expected);
  });

  it('keeps the query string', () => {
    expect(switchLocalePath('/en/private', 'fr', '?page=2')).toBe('/fr/private?page=2');
    expect(switchLocalePath('/en', 'ru', '?utm_source=x')).toBe('/?utm_source=x');
    expect(switchLocalePath('/', 'en', '?utm_source=x')).toBe('/en?utm_source=x');
  });
});

describe('homePathOf', () => {
  it.each(locales)('is the home page switchLocalePath gives for %s', (locale) => {
    expect(homePathOf(locale)).toBe(switchLocalePath('/', locale));
  });
});
