'use client';
import { useAuthModalActions } from '@/features/auth/store/auth-modal-provider';

/**
 * Opens the header's login modal from the private-games pages (composition of the auth feature and these routes).
 * The modal's recovery and sign-up send `is_party` here: the auth feature reads the address (features/auth/api/site.ts).
 */
export function PrivateLogin({ label, className }: { label: string; className?: string }) {
  const { authRequested } = useAuthModalActions();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => authRequested({})}>
      {label}
    </button>
  );
}
