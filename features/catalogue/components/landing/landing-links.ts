import type { LocaleSettings } from '@/lib/i18n/locale-settings';

export type SocialNetwork = LocaleSettings['socialsIcons'][number];

/**
 * The product's community pages and its "how to play" video. Deployment-independent public addresses, kept here
 * with the landing that links to them (replace with the real accounts when the brand launches them).
 */
export const socialLinks: Readonly<Record<SocialNetwork, string>> = {
  vk: 'https://vk.com/quiz_online_live',
  telegram: 'https://t.me/quiz_online_live',
  youtube: 'https://www.youtube.com/@quiz_online_live',
  instagram: 'https://www.instagram.com/quiz_online_live',
  facebook: 'https://www.facebook.com/quizonlinelive',
};

/** YouTube id of the "how the game works" video (embedded only after a click: no third-party code before that). */
export const HOW_TO_PLAY_VIDEO_ID = 'M7lc1UVf-VE';
