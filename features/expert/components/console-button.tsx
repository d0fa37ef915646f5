'use client';
import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'aria-disabled'> & {
  /** Not available now: announced as disabled, clicks and submits ignored, but the button keeps the focus. */
  unavailable: boolean;
};

/**
 * A console button that stays focusable when it cannot be used. A native `disabled` drops the keyboard focus to
 * <body> the moment a call starts or the game moves on (Start round, Close round...), and the expert would have to
 * find their place again; `aria-disabled` says the same to assistive technology and keeps the focus where it was.
 */
export function ConsoleButton({ unavailable, onClick, type = 'button', ...rest }: Props) {
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
