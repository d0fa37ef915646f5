'use client';
import { useTranslations } from 'next-intl';
import { CopyLinkBox } from '@/components/ui/copy-link-box';
import styles from './teams.module.css';

/** A link to send friends or players, to copy (components/ui/copy-link-box.tsx in this feature's words and look). */
export function TeamLinkBox({ label, link }: { label: string; link: string }) {
  const t = useTranslations('teams.copy');
  return (
    <CopyLinkBox
      label={label}
      link={link}
      texts={{ copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed') }}
      classes={{ box: styles.panel, label: styles.subheading, row: styles.copy, input: styles.input, button: styles.primary, note: styles.muted }}
    />
  );
}
