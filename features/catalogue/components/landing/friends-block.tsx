import { getTranslations } from 'next-intl/server';
import type { LocaleSettings } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { socialLinks } from './landing-links';
import { SocialIcon } from './social-icon';
import styles from './landing.module.css';

/** "Let's be friends": the communities, with the language's social icons when its settings show them. */
export async function FriendsBlock({ locale, settings }: { locale: Locale; settings: Pick<LocaleSettings, 'showSocialsIcons' | 'socialsIcons'> }) {
  const t = await getTranslations({ locale, namespace: 'landing' });
  const networks = settings.showSocialsIcons ? settings.socialsIcons : [];
  return (
    <section aria-labelledby="friends-title" className={styles.block}>
      <h2 id="friends-title">{t('friends.title')}</h2>
      <p>{t('friends.text')}</p>
      {networks.length > 0 ? (
        <ul className={styles.socials} aria-label={t('socials.label')}>
          {networks.map((network) => (
            <li key={network}>
              <a href={socialLinks[network]} rel="noopener noreferrer" target="_blank">
                <SocialIcon network={network} />
                <span>{t(`socials.${network}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
