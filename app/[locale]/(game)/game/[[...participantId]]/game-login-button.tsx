'use client';
import { useAuthModalActions } from '@/features/auth/store/auth-modal-provider';

/** Opens the header's login modal from the game page (composition of the auth feature and the game route). */
export function GameLoginButton({ label, className }: { label: string; className?: string }) {
  const { authRequested } = useAuthModalActions();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => authRequested({})}>
      {label}
    </button>
  );
}
