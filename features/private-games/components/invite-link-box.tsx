import { getTranslations } from 'next-intl/server';
import { CopyLinkBox } from '@/components/ui/copy-link-box';
import type { Locale } from '@/lib/i18n/routing';
import styles from './private-games.module.css';

/** A private game's invite link for teams, to copy (components/ui/copy-link-box.tsx in this feature's words and look). */
export async function InviteLinkBox({ locale, label, link }: { locale: Locale; label: string; link: string }) {
  const t = await getTranslations({ locale, namespace: 'privateGames.copy' });
  return (
    <CopyLinkBox
      label={label}
      link={link}
      texts={{ copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed') }}
      classes={{ box: styles.field, label: styles.label, row: styles.copy, input: styles.input, button: styles.primary, note: styles.muted }}
    />
  );
}
