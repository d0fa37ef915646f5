'use client';
import { useEffect } from 'react';
import { captureUtm } from '@/lib/session/utm-cookies';

/**
 * Remembers the utm parameters of the address the visitor landed on (cookies read by the registration body).
 * Rendered by the header's account control, so it runs on every page that has the header; it renders nothing.
 */
export function UtmCapture() {
  useEffect(() => void captureUtm(window.location.search), []);
  return null;
}
