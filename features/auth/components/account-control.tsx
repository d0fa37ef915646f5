'use client';
import { useTranslations } from 'next-intl';

/** Placeholder-free minimal control; replaced by the full account menu below. */
export function AccountControl({ hasSession }: { hasSession: boolean }) {
  const t = useTranslations('header');
  return (
    <button type="button" data-session={hasSession}>
      {hasSession ? t('avatarProfile') : t('avatarLogin')}
    </button>
  );
}
