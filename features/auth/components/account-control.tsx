'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { isApiFailure } from '@/lib/api/api-failure';
import { loadLazyMessages } from '@/lib/i18n/lazy-messages-load';
import type { Locale } from '@/lib/i18n/routing';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';
import { authQueries } from '../api/auth-queries';
import { playerApi } from '../api/player-api';
import { AuthModalProvider, useAuthModalActions, useIsAuthShown } from '../store/auth-modal-provider';
import type { OAuthProvider } from '@/contract/schemas/accounts';
import { AuthOptionsProvider } from './auth-options';
import { AvatarButton } from './avatar-button';
import { initialsOf } from './initials';

// The modal (dialog, form, validation) and the menu (Radix dropdown) load on first use, and fetch their messages
// (the 'auth' namespace; lib/i18n/lazy-messages.tsx): the header ships buttons and their labels only.
const loadLoginModal = () => import('./login-modal').then((m) => m.LoginModal);
const loadAccountMenu = () => import('./account-menu').then((m) => m.AccountMenu);
const LoginModal = lazyOrReload(loadLoginModal);
const AccountMenu = lazyOrReload(loadAccountMenu);

/** Warms a lazy chunk and its messages when the pointer or focus reaches its button, so the click rarely waits. */
const preload = (load: () => Promise<unknown>, locale: Locale) => () => void Promise.all([load(), loadLazyMessages(locale, 'auth')]).catch(() => undefined);

/**
 * The modal gives focus back to whatever opened it (components/ui/use-return-focus.ts). Opened by an address instead
 * (/reg/…, a confirmation or reset link), nothing had focus: when it closes with focus lost to the page, focus comes
 * to this control rather than the top of the page.
 */
function useFocusBackAfterModal(isShown: boolean, controlRef: RefObject<HTMLButtonElement | null>) {
  const wasShown = useRef(isShown);
  useEffect(() => {
    const active = document.activeElement;
    if (wasShown.current && !isShown && (!active || active === document.body)) controlRef.current?.focus();
    wasShown.current = isShown;
  }, [isShown, controlRef]);
}

/**
 * The header's account control. Logged out: a "log in" button opening the auth modal. Logged in: the user's avatar
 * opening the profile menu. `hasSession` comes from the cookie on the server; the user itself from GET players/me.
 */
export function AccountControl({
  hasSession,
  oauthProviders = [],
  gameEntry,
}: {
  hasSession: boolean;
  oauthProviders?: readonly OAuthProvider[];
  gameEntry?: ReactNode;
}) {
  return (
    <AuthModalProvider>
      <AuthOptionsProvider options={{ oauthProviders }}>
        <AccountControlView hasSession={hasSession} gameEntry={gameEntry} />
      </AuthOptionsProvider>
    </AuthModalProvider>
  );
}

function AccountControlView({ hasSession, gameEntry }: { hasSession: boolean; gameEntry?: ReactNode }) {
  const t = useTranslations('auth.account');
  const locale = useLocale();
  const isAuthShown = useIsAuthShown();
  const { authRequested } = useAuthModalActions();
  const [menuRequested, setMenuRequested] = useState(false);
  const controlRef = useRef<HTMLButtonElement>(null);
  useFocusBackAfterModal(isAuthShown, controlRef);
  // Disabled without a session, but still reads the cache: right after a login the modal puts the user there.
  const me = useQuery({ ...authQueries.me(playerApi), enabled: hasSession });

  // Spec: a failed user refresh just unlocks. A 401 means the session is gone; other failures leave no user to show.
  const sessionGone = me.isError && isApiFailure(me.error) && me.error.status === 401;
  const user = sessionGone ? undefined : me.data;

  let control;
  if (user) {
    // The visible initials start the accessible name, so what is seen is what voice control can say (WCAG 2.5.3).
    const label = `${initialsOf(user.name)}, ${t('openMenu', { name: user.name })}`;
    control = menuRequested ? (
      <Suspense fallback={<AvatarButton label={t('loading')} disabled aria-busy="true" />}>
        <AccountMenu user={user} label={label} triggerRef={controlRef} gameEntry={user.role === 'player' ? gameEntry : undefined} />
      </Suspense>
    ) : (
      <AvatarButton
        ref={controlRef}
        user={user}
        label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setMenuRequested(true)}
        onPointerEnter={preload(loadAccountMenu, locale)}
        onFocus={preload(loadAccountMenu, locale)}
      />
    );
  } else if (hasSession && me.isPending) {
    control = <AvatarButton label={t('loading')} disabled aria-busy="true" />;
  } else {
    control = (
      <AvatarButton
        ref={controlRef}
        label={t('logIn')}
        showLabel
        aria-haspopup="dialog"
        onClick={() => authRequested({})}
        onPointerEnter={preload(loadLoginModal, locale)}
        onFocus={preload(loadLoginModal, locale)}
      />
    );
  }

  return (
    <>
      {control}
      {isAuthShown ? (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      ) : null}
    </>
  );
}
