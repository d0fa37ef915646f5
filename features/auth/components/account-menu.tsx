'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { clearSession } from '@/lib/session/session-cookies';
import { Link } from '@/lib/i18n/navigation';
import { logoutPlayer } from '../api/login';
import { playerApi } from '../api/player-api';
import type { User, UserRole } from '../types';
import { AvatarButton } from './avatar-button';
import styles from './account-menu.module.css';

/** Spec: the cabinet of a player is the player data page; every other role goes to the partners area. */
export const cabinetHref = (role: UserRole) => (role === 'player' ? '/cabinet' : '/partners');

/**
 * The profile popup: name, e-mail, cabinet link and logout. Loaded lazily on the first click of the avatar, so it
 * mounts open.
 */
export function AccountMenu({ user, label }: { user: User; label: string }) {
  const t = useTranslations('auth.account');
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    await logoutPlayer(playerApi);
    clearSession('player');
    // Spec: POST auth/logout, then the page reloads (server components render for a guest again).
    window.location.reload();
  };

  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <AvatarButton user={user} label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} aria-label={t('menu')} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.identity}>
            <span className={styles.name}>{user.name}</span>
            <span className={styles.email}>{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link href={cabinetHref(user.role)}>{t('cabinet')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={styles.item}
            disabled={loggingOut}
            onSelect={(event) => {
              // Keep the menu open while the call runs; the reload replaces the page anyway.
              event.preventDefault();
              void logout();
            }}
          >
            {loggingOut ? t('loggingOut') : t('logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
