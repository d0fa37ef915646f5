'use client';
import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'aria-disabled'> & {
  /** Not available now: announced as disabled, clicks and submits ignored, but the button keeps the focus. */
  unavailable: boolean;
};

/**
 * A button that stays focusable when it cannot be used. A native `disabled` drops the keyboard focus to <body> the
 * moment a call starts or the state moves on (the expert's Start round, the player's buzzer just pressed), and the
 * user would have to find their place again; `aria-disabled` says the same to assistive technology and keeps the
 * focus where it was. Style it by `[aria-disabled='true']`.
 */
export function FocusKeepingButton({ unavailable, onClick, type = 'button', ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={unavailable}
      onClick={(event) => {
        if (unavailable) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
