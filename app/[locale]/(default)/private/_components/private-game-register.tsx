'use client';
import { Suspense, useState } from 'react';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';

// The registration modal (its dialog, forms, API calls and messages) loads when it is opened, never with the page.
const RegistrationFlow = lazyOrReload(() => import('@/app/[locale]/_components/registration-flow').then((m) => m.RegistrationFlow));

/**
 * "Register a team" on a private game's page: the registration modal of `/reg/{id}`, carrying the page's invite
 * token (the backend takes a private game's registrations only with it). No price: the organiser paid. The modal's
 * success screen has the game page link; closing it follows the modal rule of private paths (home).
 */
export function PrivateGameRegister({ gameId, invite, label, className }: { gameId: number; invite: string | null; label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RegistrationFlow gameId={gameId} invite={invite} />
        </Suspense>
      ) : null}
    </>
  );
}
