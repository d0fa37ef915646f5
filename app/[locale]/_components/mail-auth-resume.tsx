'use client';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { MailAuthConfirm } from '@/features/auth/components/landing/mail-auth-confirm';
import { pendingRegistrationAfterAuth } from '@/features/registration/model/after-auth';
import { inviteAfterAuth } from '@/features/teams/model/after-auth';
import { INVITE_QUERY_PARAM } from '@/contract/team-settings';
import type { Locale } from '@/lib/i18n/routing';
import { registrationPath } from '@/lib/routing/registration-address';
import { browserStorage } from '@/lib/state/browser-storage';

/**
 * `/mail-auth/{code}` composed with registration and teams: when the visitor signed up to register for a game (the
 * language requires an account), confirming the e-mail from the letter brings them back to that game's
 * registration, which resumes from its draft; when they signed up to accept a team invite, back to the invite
 * (`/share?invite=…`); otherwise home, as before.
 */
export function MailAuthResume({ code }: { code: string }) {
  const locale = useLocale() as Locale;
  const afterConfirm = useCallback(() => {
    const prefix = locale === 'ru' ? '' : `/${locale}`;
    const registration = pendingRegistrationAfterAuth(browserStorage('local'), Date.now());
    // A private game's registration is reached through its page and invite (`/reg/{id}` does not show it).
    if (registration?.invite) return `${prefix}/private/${registration.gameId}?${new URLSearchParams({ invite: registration.invite }).toString()}`;
    if (registration) return registrationPath(registration.gameId, locale);
    const invite = inviteAfterAuth(browserStorage('local'), Date.now());
    return invite === null ? null : `${prefix}/share?${new URLSearchParams({ [INVITE_QUERY_PARAM]: invite }).toString()}`;
  }, [locale]);
  return <MailAuthConfirm code={code} afterConfirm={afterConfirm} />;
}
