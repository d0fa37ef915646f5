'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { OrderSection } from '@/features/private-games/components/order-section';
import type { PrivateFormat } from '@/features/private-games/types';
import type { LegalDocuments } from '@/lib/config/documents';
import { usePrivateViewer } from './use-viewer';

/**
 * The order form of `/private` composed with the account (features do not know each other): the contact comes from
 * the signed-in player, "log in to order" opens the header's auth modal, and a paid order renders the page again so
 * the new game shows in the visitor's list with its invite link.
 */
export function PrivateOrder({ formats, documents }: { formats: readonly PrivateFormat[]; documents: LegalDocuments }) {
  const router = useRouter();
  const { viewer, logIn } = usePrivateViewer();
  const onPaid = useCallback(() => router.refresh(), [router]);
  return <OrderSection formats={formats} viewer={viewer} onLogin={logIn} onPaid={onPaid} documents={documents} />;
}
