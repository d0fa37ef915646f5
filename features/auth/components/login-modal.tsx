'use client';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { Modal } from '@/components/ui/modal';
import { LazyMessages } from '@/lib/i18n/lazy-messages';
import { useAuthFrame, useAuthModalActions } from '../store/auth-modal-provider';
import type { AuthFrame } from '../types';
import { ConfirmEmailFrame } from './frames/confirm-email-frame';
import { EmailSentFrame } from './frames/email-sent-frame';
import { LoggedInFrame } from './frames/logged-in-frame';
import { LoginFrame } from './frames/login-frame';
import { NewPasswordFrame } from './frames/new-password-frame';
import { RecoveryFrame } from './frames/recovery-frame';
import { RegisterFrame } from './frames/register-frame';

type FrameTitleKey = `${'login' | 'register' | 'recovery' | 'emailSent' | 'loggedIn' | 'newPassword' | 'confirmEmail'}.title`;

interface FrameDefinition {
  title: FrameTitleKey;
  Frame: ComponentType;
}

/** The auth modal's frames (spec: login, register, recovery, e-mail sent, logged in, new password; + confirm e-mail). */
const frames: Record<AuthFrame, FrameDefinition> = {
  login: { title: 'login.title', Frame: LoginFrame },
  register: { title: 'register.title', Frame: RegisterFrame },
  recovery: { title: 'recovery.title', Frame: RecoveryFrame },
  'email-sent': { title: 'emailSent.title', Frame: EmailSentFrame },
  'logged-in': { title: 'loggedIn.title', Frame: LoggedInFrame },
  'new-password': { title: 'newPassword.title', Frame: NewPasswordFrame },
  'confirm-email': { title: 'confirmEmail.title', Frame: ConfirmEmailFrame },
};

/** The auth modal with its messages, which the pages do not carry: fetched with this chunk on first use. */
export function LoginModal() {
  return (
    <LazyMessages namespace="auth">
      <AuthModal />
    </LazyMessages>
  );
}

/**
 * The auth modal, shown while mounted. The frame is keyed, so each change starts a fresh form with focus in it.
 * Every frame, registration included, has the spec's default width (360 px): its fields stack in one column.
 */
function AuthModal() {
  const t = useTranslations('auth');
  const active = useAuthFrame();
  const { authClosed } = useAuthModalActions();
  const { title, Frame } = frames[active];
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : authClosed({}))} title={t(title)}>
      <Frame key={active} />
    </Modal>
  );
}
