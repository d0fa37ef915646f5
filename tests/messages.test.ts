import { catalogues } from './catalogues';

const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

describe('message catalogues', () => {
  const all = new Set(Object.values(catalogues).flatMap((c) => flatten(c)));

  it.each(Object.entries(catalogues))('%s has every key that any language has', (_, catalogue) => {
    const keys = new Set(flatten(catalogue));
    expect([...all].filter((k) => !keys.has(k))).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has no empty strings', (_, catalogue) => {
    const empty = flatten(catalogue).filter((k) => {
      const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], catalogue);
      return typeof v !== 'string' || v.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  // One apostrophe throughout a language, the typographic one (’): l’équipe, team’s. Before a placeholder a straight
  // one (d'{city}) is also ICU's quoting character and would print the placeholder's name instead of its value.
  it.each(Object.entries(catalogues))('%s writes apostrophes as ’ inside words', (_, catalogue) => {
    const straight = flatten(catalogue).filter((k) => {
      const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], catalogue);
      return typeof v === 'string' && /\p{L}'[\p{L}{]/u.test(v);
    });
    expect(straight).toEqual([]);
  });

  it('keys are sorted in every namespace (diffs stay readable)', () => {
    const unsorted: string[] = [];
    const walk = (o: Record<string, unknown>, path: string) => {
      const keys = Object.keys(o);
      if (keys.join() !== [...keys].sort().join()) unsorted.push(path || '(root)');
      for (const [k, v] of Object.entries(o)) if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${path}.${k}`);
    };
    for (const [lang, c] of Object.entries(catalogues)) walk(c, lang);
    expect(unsorted).toEqual([]);
  });
});
