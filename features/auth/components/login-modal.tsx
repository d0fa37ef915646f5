'use client';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { Modal } from '@/components/ui/modal';
import { useAuthFrame, useAuthModalActions } from '../store/auth-modal-provider';
import type { AuthFrame } from '../types';
import { LoggedInFrame } from './frames/logged-in-frame';
import { LoginFrame } from './frames/login-frame';

type FrameTitleKey = 'login.title' | 'loggedIn.title';

interface FrameDefinition {
  title: FrameTitleKey;
  Frame: ComponentType;
}

/**
 * The auth modal's frames. Register, recovery, e-mail-sent and new-password join this table when they are built;
 * until then a request for one of them shows the login frame.
 */
const frames: Partial<Record<AuthFrame, FrameDefinition>> = {
  login: { title: 'login.title', Frame: LoginFrame },
  'logged-in': { title: 'loggedIn.title', Frame: LoggedInFrame },
};
const fallbackFrame: FrameDefinition = { title: 'login.title', Frame: LoginFrame };

/** The auth modal (spec: login, register, recovery, e-mail sent, logged in, new password), shown while mounted. */
export function LoginModal() {
  const t = useTranslations('auth');
  const active = useAuthFrame();
  const { authClosed } = useAuthModalActions();
  const { title, Frame } = frames[active] ?? fallbackFrame;
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : authClosed())} title={t(title)}>
      <Frame key={active} />
    </Modal>
  );
}
