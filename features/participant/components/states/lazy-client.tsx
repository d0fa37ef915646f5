'use client';
import dynamic from 'next/dynamic';

// The state screens' client parts load only on the screens that show them, never with the live game screen
// (every client component a page references directly is part of that page's first-load JavaScript).
export const OpensCountdown = dynamic(() => import('./opens-countdown').then((m) => m.OpensCountdown));
export const SessionRenew = dynamic(() => import('./session-renew').then((m) => m.SessionRenew));
