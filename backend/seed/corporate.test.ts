import { corporateAppearance } from './corporate';

const imageText = (src: string) => {
  const svg = Buffer.from(src.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
  return /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
};

describe('corporate appearance of seeded games', () => {
  it.each(['ru', 'en', 'fr'] as const)("a %s game's logo shows the very name its alt text gives", (locale) => {
    for (const index of [0, 1]) {
      const [logo] = corporateAppearance(locale, index).appearance.logos ?? [];
      expect(logo).toBeDefined();
      expect(imageText(logo!.src)).toBe(logo!.alt);
    }
  });
});
