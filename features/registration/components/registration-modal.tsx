'use client';
import { LazyMessages } from '@/lib/i18n/lazy-messages';
import { FlowStoreProvider } from '../store/flow-store';
import { RegistrationDialog, type RegistrationDialogProps } from './registration-dialog';

export type { RegistrationDialogProps as RegistrationModalProps };

/**
 * The registration modal for one game, with its messages (the `registration` namespace, which pages do not carry:
 * fetched with this chunk, lib/i18n/lazy-messages.tsx) and its draft (kept per game across reloads).
 */
export function RegistrationModal(props: RegistrationDialogProps) {
  return (
    <LazyMessages namespace="registration">
      <FlowStoreProvider gameId={props.gameId}>
        <RegistrationDialog {...props} />
      </FlowStoreProvider>
    </LazyMessages>
  );
}
