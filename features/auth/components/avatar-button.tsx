import type { ComponentProps } from 'react';
import type { User } from '../types';
import { initialsOf } from './initials';
import styles from './account-control.module.css';

export interface AvatarButtonProps extends ComponentProps<'button'> {
  /** The signed-in user; without one the generic person icon is shown. */
  user?: Pick<User, 'name' | 'avatarUrl'> | null;
  /** Accessible name; shown as text too when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
}

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

/** The header's round avatar button. Spreads the rest of its props, so Radix triggers can wrap it with asChild. */
export function AvatarButton({ user, label, showLabel = false, className, ...props }: AvatarButtonProps) {
  return (
    <button type="button" className={[styles.button, className].filter(Boolean).join(' ')} aria-label={showLabel ? undefined : label} {...props}>
      <span className={styles.avatar} aria-hidden="true">
        {user?.avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- user avatars come from the API at unknown sizes
          <img src={user.avatarUrl} alt="" width={36} height={36} />
        ) : user ? (
          initialsOf(user.name)
        ) : (
          <PersonIcon />
        )}
      </span>
      {showLabel ? <span className={styles.label}>{label}</span> : null}
    </button>
  );
}
