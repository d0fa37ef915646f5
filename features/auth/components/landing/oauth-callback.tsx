'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { OAuthProvider } from '@/contract/schemas/accounts';
import { returnAfterSignIn } from '@/lib/routing/modal-close-address';
import { finishOAuth } from '@/lib/session/oauth-state';
import { useOAuthLogin } from '../../api/use-oauth-login';
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
 * back to the page the sign-in started on (home when unknown) with the modal saying how it went. The code leaves the address bar either way.
 */
export function OAuthCallback({ provider, code, state, error }: OAuthCallbackProps) {
  const t = useTranslations('auth.landing');
  const locale = useLocale();
  const router = useRouter();
  const { oauthSucceeded, oauthFailed } = useAuthModalActions();
  const login = useOAuthLogin();

  const finish = () => {
    // Checked first and always: the pending state is spent whatever the outcome.
    const { started, returnPath } = finishOAuth(provider, state);
    // Back to the page the sign-in started on (an invite, a game), like a login in the modal stays on its page.
    const home = () => router.replace(returnAfterSignIn(returnPath, locale));
    if (error || !code) {
      oauthFailed({ provider, cancelled: error === 'access_denied' });
      home();
      return;
    }
    if (!started) {
      oauthFailed({ provider, cancelled: false });
      home();
      return;
    }
    const returnTo = oauthCallbackUrl(window.location.origin, locale, provider);
    login.mutate(
      { provider, code, returnTo },
      { onSuccess: () => oauthSucceeded({}), onError: () => oauthFailed({ provider, cancelled: false }), onSettled: home },
    );
  };
  useRunOnce(finish);

  return (
    <p role="status" className={styles.notice}>
      {t('signingIn')}
    </p>
  );
}
