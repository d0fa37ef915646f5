import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import { shareTargets } from './share-targets';

const link = 'https://quiz.test/share?invite=abc_DEF-1';

describe('share targets', () => {
  it('are the networks the language shows that take a link, each a plain https address carrying the link', () => {
    const targets = shareTargets({ showSocialsIcons: true, socialsIcons: ['vk', 'telegram', 'youtube', 'facebook', 'instagram'] }, link, 'Join “Знатоки”');
    expect(targets.map((t) => t.network)).toEqual(['vk', 'telegram', 'facebook']);
    for (const target of targets) {
      const url = new URL(target.href);
      expect(url.protocol).toBe('https:');
      expect([...url.searchParams.values()]).toContain(link);
    }
    expect(new URL(targets[1]!.href).searchParams.get('text')).toBe('Join “Знатоки”');
  });

  it('follow the language settings: ru shows them, en and fr do not', () => {
    expect(shareTargets(getLocaleSettings('ru'), link, 'x').map((t) => t.network)).toEqual(['vk', 'telegram']);
    expect(shareTargets(getLocaleSettings('en'), link, 'x')).toEqual([]);
    expect(shareTargets(getLocaleSettings('fr'), link, 'x')).toEqual([]);
  });
});
