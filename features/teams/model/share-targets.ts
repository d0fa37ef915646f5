import type { LocaleSettings } from '@/lib/i18n/locale-settings';

type SocialNetwork = LocaleSettings['socialsIcons'][number];

/** The networks that take a link to share by address (YouTube and Instagram have no such page). */
const sharePages: Partial<Record<SocialNetwork, (link: string, text: string) => string>> = {
  vk: (link, text) => `https://vk.com/share.php?${new URLSearchParams({ url: link, title: text })}`,
  telegram: (link, text) => `https://t.me/share/url?${new URLSearchParams({ url: link, text })}`,
  facebook: (link) => `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: link })}`,
};

export interface ShareTarget {
  network: SocialNetwork;
  href: string;
}

/**
 * Plain share links (no third-party script: the network's own page opens in a new tab) for the networks the
 * language's settings show (`showSocialsIcons`, `socialsIcons`), in their order; none when the settings hide them.
 */
export function shareTargets(settings: Pick<LocaleSettings, 'showSocialsIcons' | 'socialsIcons'>, link: string, text: string): ShareTarget[] {
  if (!settings.showSocialsIcons) return [];
  return settings.socialsIcons.flatMap((network) => {
    const page = sharePages[network];
    return page ? [{ network, href: page(link, text) }] : [];
  });
}
