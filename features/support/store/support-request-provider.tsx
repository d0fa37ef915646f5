'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { emptyDraft, type SentRequest, type SupportDraft, type SupportRequestOptions } from '../types';

/** Where the modal is: never opened yet (nothing of it loaded), open with what opened it, or closed. */
interface SupportRequestState {
  /** Set on the first opening: from then on the modal's code is loaded and stays mounted (closed or open). */
  requested: boolean;
  open: boolean;
  options: SupportRequestOptions;
  /** The request just sent (the success text until the modal closes), or null: the form. */
  sent: SentRequest | null;
}

interface SupportRequestContextValue extends SupportRequestState {
  openSupport: (options?: SupportRequestOptions) => void;
  closeSupport: () => void;
  /** The desk accepted the request: the success text shows and the draft is emptied. */
  supportSent: (sent: SentRequest) => void;
  /** What the person has typed and attached: kept while the page lives, whether the modal is open or not. */
  draft: SupportDraft;
  setDraft: (update: (draft: SupportDraft) => SupportDraft) => void;
}

const SupportRequestContext = createContext<SupportRequestContextValue | null>(null);

/**
 * One support modal for the page: the shell's buttons (footer, burger menu), the game page and the registration's
 * outcome screens open it, each with the reason its context tells. Holds the draft, so closing the modal or a
 * failed send loses nothing; a sent request empties it.
 */
export function SupportRequestProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SupportRequestState>({ requested: false, open: false, options: {}, sent: null });
  const [draft, setDraftState] = useState<SupportDraft>(emptyDraft);
  const openSupport = useCallback((options: SupportRequestOptions = {}) => {
    setState({ requested: true, open: true, options, sent: null });
    // The context's reason replaces the one chosen before; everything else typed stays.
    const { reason } = options;
    if (reason) setDraftState((current) => ({ ...current, reason }));
  }, []);
  const closeSupport = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const supportSent = useCallback((sent: SentRequest) => {
    setState((current) => ({ ...current, sent }));
    setDraftState(emptyDraft());
  }, []);
  const setDraft = useCallback((update: (draft: SupportDraft) => SupportDraft) => setDraftState(update), []);
  const value = useMemo(
    () => ({ ...state, openSupport, closeSupport, supportSent, draft, setDraft }),
    [state, openSupport, closeSupport, supportSent, draft, setDraft],
  );
  return <SupportRequestContext.Provider value={value}>{children}</SupportRequestContext.Provider>;
}

export function useSupportRequest(): SupportRequestContextValue {
  const value = useContext(SupportRequestContext);
  if (!value) throw new Error('Support controls need SupportRequestProvider above them');
  return value;
}

/** Opens the support modal (with a reason and variant where the caller's context tells them). */
export const useOpenSupport = () => useSupportRequest().openSupport;
