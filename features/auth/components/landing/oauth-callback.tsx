'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { OAuthProvider } from '@/contract/schemas/accounts';
import { cookieLifetimes } from '@/lib/config/timings';
import { homeOf } from '@/lib/routing/modal-close-address';
import { completeOAuth } from '@/lib/session/oauth-state';
import { readUtm } from '@/lib/session/utm-cookies';
import { playerApi } from '../../api/player-api';
import { oauthLogin } from '../../api/session-links';
import { usePlayerSession } from '../../session/use-player-session';
import { useAuthModalActions } from '../../store/auth-modal-provider';
import { oauthCallbackUrl } from '../frames/oauth-buttons';
import { useRunOnce } from './use-run-once';
import styles from './page-notice.module.css';

export interface OAuthCallbackProps {
  provider: OAuthProvider;
  code: string | null;
  state: string | null;
  /** The provider's refusal, e.g. access_denied when the visitor pressed "Deny". */
  error: string | null;
}

/**
 * /oauth/{provider}?code=&state=: checks the state against the provider cookie, posts the code (with the return
 * address and the remembered utm values) to POST players/oauth/{provider}, keeps the token for one day, then goes
 * home with the modal saying how it went. The code leaves the address bar either way.
 */
export function OAuthCallback({ provider, code, state, error }: OAuthCallbackProps) {
  const t = useTranslations('auth.landing');
  const locale = useLocale();
  const router = useRouter();
  const session = usePlayerSession();
  const { oauthSucceeded, oauthFailed } = useAuthModalActions();

  const finish = async () => {
    // Checked first and always: the pending state is spent whatever the outcome.
    const started = completeOAuth(provider, state);
    try {
      if (error || !code) {
        oauthFailed(provider, error === 'access_denied');
        return;
      }
      if (!started) {
        oauthFailed(provider, false);
        return;
      }
      const url = oauthCallbackUrl(window.location.origin, locale, provider);
      await session.opened(await oauthLogin(playerApi, provider, code, url, readUtm()), cookieLifetimes.oauthDays);
      oauthSucceeded();
    } catch {
      oauthFailed(provider, false);
    } finally {
      router.replace(homeOf(locale));
    }
  };
  useRunOnce(() => void finish());

  return (
    <p role="status" className={styles.notice}>
      {t('signingIn')}
    </p>
  );
}
