'use client';
import { useAuthModalActions } from '@/features/auth/store/auth-modal-provider';

/** Opens the header's login modal from the cabinet (composition of the auth feature and the cabinet route). */
export function CabinetLogin({ label }: { label: string }) {
  const { authRequested } = useAuthModalActions();
  return (
    <button type="button" aria-haspopup="dialog" onClick={() => authRequested({})}>
      {label}
    </button>
  );
}
