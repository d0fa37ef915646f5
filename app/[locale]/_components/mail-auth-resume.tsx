'use client';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { MailAuthConfirm } from '@/features/auth/components/landing/mail-auth-confirm';
import { registrationAfterAuth } from '@/features/registration/model/after-auth';
import type { Locale } from '@/lib/i18n/routing';
import { registrationPath } from '@/lib/routing/registration-address';
import { browserStorage } from '@/lib/state/browser-storage';

/**
 * `/mail-auth/{code}` composed with registration: when the visitor signed up to register for a game (the language
 * requires an account), confirming the e-mail from the letter brings them back to that game's registration, which
 * resumes from its draft; otherwise home, as before.
 */
export function MailAuthResume({ code }: { code: string }) {
  const locale = useLocale() as Locale;
  const afterConfirm = useCallback(() => {
    const gameId = registrationAfterAuth(browserStorage('local'), Date.now());
    return gameId === null ? null : registrationPath(gameId, locale);
  }, [locale]);
  return <MailAuthConfirm code={code} afterConfirm={afterConfirm} />;
}
