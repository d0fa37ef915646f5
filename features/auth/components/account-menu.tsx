'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { LazyMessages } from '@/lib/i18n/lazy-messages';
import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { balancedBidi } from '@/contract/user-text';
import { useLogout } from '../api/use-logout';
import { useAuthModalActions } from '../store/auth-modal-provider';
import type { User, UserRole } from '../types';
import { AvatarButton } from './avatar-button';
import { AvatarDialog } from './avatar-dialog';
import styles from './account-menu.module.css';

/** Spec: the cabinet of a player is the player data page; every other role goes to the partners area. */
const cabinetHref = (role: UserRole) => (role === 'player' ? '/cabinet' : '/partners');

/** A language whose settings say `lkNotSupported` has no player cabinet: the menu does not offer it there. */
const offersCabinet = (role: UserRole, locale: Locale) => role !== 'player' || !getLocaleSettings(locale).lkNotSupported;

/**
 * The profile popup: name, e-mail, cabinet link, profile photo, e-mail confirmation (until confirmed) and logout.
 * Loaded lazily on the first click of the avatar, so it mounts open.
 */
export function AccountMenu(props: AccountMenuProps) {
  // The profile photo dialog inside needs the 'auth' messages the pages do not carry: fetched with this chunk.
  return (
    <LazyMessages namespace="auth">
      <AccountMenuContent {...props} />
    </LazyMessages>
  );
}

/** `gameEntry`: a menu item composed by the page (the player's current or next game), rendered after the cabinet. */
type AccountMenuProps = { user: User; label: string; triggerRef: RefObject<HTMLButtonElement | null>; gameEntry?: ReactNode | undefined };

function AccountMenuContent({ user, label, triggerRef, gameEntry }: AccountMenuProps) {
  const t = useTranslations('auth.account');
  const locale = useLocale() as Locale;
  const { confirmationRequested } = useAuthModalActions();
  const logout = useLogout();
  // From the click until the reload replaces the page.
  const loggingOut = logout.isPending || logout.isSuccess;
  const [photoOpen, setPhotoOpen] = useState(false);
  /** Set while a dialog takes over from the menu: focus goes into the dialog, not back to the avatar. */
  const handingOver = useRef(false);

  // Spec: POST auth/logout, then the page reloads (server components render for a guest again).
  const logOut = () => logout.mutate(undefined, { onSuccess: () => window.location.reload() });

  return (
    <>
      <DropdownMenu.Root defaultOpen>
        <DropdownMenu.Trigger asChild>
          <AvatarButton ref={triggerRef} user={user} label={label} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={styles.content}
            aria-label={t('menu')}
            align="end"
            sideOffset={8}
            onCloseAutoFocus={(event) => {
              if (handingOver.current) event.preventDefault();
              handingOver.current = false;
            }}
          >
            <DropdownMenu.Label className={styles.identity}>
              <span className={styles.name} dir="auto">
                {balancedBidi(user.name)}
              </span>
              <span className={styles.email}>{user.email}</span>
              {user.isApproved ? null : <span className={styles.warning}>{t('notConfirmed')}</span>}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className={styles.separator} />
            {offersCabinet(user.role, locale) ? (
              <DropdownMenu.Item asChild className={styles.item}>
                <Link href={cabinetHref(user.role)}>{t('cabinet')}</Link>
              </DropdownMenu.Item>
            ) : null}
            {gameEntry}
            <DropdownMenu.Item
              className={styles.item}
              onSelect={() => {
                handingOver.current = true;
                setPhotoOpen(true);
              }}
            >
              {t('photo')}
            </DropdownMenu.Item>
            {user.isApproved ? null : (
              <DropdownMenu.Item
                className={styles.item}
                onSelect={() => {
                  handingOver.current = true;
                  confirmationRequested({ email: user.email });
                }}
              >
                {t('confirmEmail')}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item
              className={styles.item}
              disabled={loggingOut}
              onSelect={(event) => {
                // Keep the menu open while the call runs; the reload replaces the page anyway.
                event.preventDefault();
                logOut();
              }}
            >
              {loggingOut ? t('loggingOut') : t('logOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {photoOpen ? (
        <AvatarDialog
          user={user}
          onClose={() => {
            setPhotoOpen(false);
            // The menu item that opened the dialog is gone; the avatar is where the visitor was.
            requestAnimationFrame(() => triggerRef.current?.focus());
          }}
        />
      ) : null}
    </>
  );
}
