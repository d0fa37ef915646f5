'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { OAuthProvider } from '@/contract/schemas/accounts';
import { homeOf } from '@/lib/routing/modal-close-address';
import { describeFormFailure } from '../../api/form-failure';
import { useStartOAuth } from '../../api/use-start-oauth';
import { useAuthOptions } from '../auth-options';
import { FormAlert } from '../form/form-alert';
import styles from './frames.module.css';

const providerNames: Record<OAuthProvider, string> = { vkontakte: 'VK', google: 'Google' };

/** Our page the provider sends the browser back to, in the visitor's language: /oauth/{provider}, /en/oauth/... */
export const oauthCallbackUrl = (origin: string, locale: Parameters<typeof homeOf>[0], provider: OAuthProvider) =>
  `${origin}${homeOf(locale).replace(/\/$/, '')}/oauth/${provider}`;

/**
 * "Log in with VK / Google": remembers a fresh state in the provider cookie, asks the platform for the provider's
 * address (GET players/oauth/{provider}/link) and goes there. OAUTH_PROVIDERS chooses the buttons; a provider the
 * platform has not configured answers 422 on `provider`, and its line is shown instead of going anywhere.
 */
export function OAuthButtons() {
  const t = useTranslations('auth.oauth');
  const locale = useLocale();
  const { oauthProviders } = useAuthOptions();
  const begin = useStartOAuth();
  if (oauthProviders.length === 0) return null;

  const start = (provider: OAuthProvider) =>
    begin.mutate(
      { provider, returnTo: oauthCallbackUrl(window.location.origin, locale, provider), returnPath: `${window.location.pathname}${window.location.search}` },
      { onSuccess: (address) => window.location.assign(address) },
    );
  // The button says "Redirecting…" from the click until the provider's page replaces this one.
  const pending = begin.isPending || begin.isSuccess ? (begin.variables?.provider ?? null) : null;
  // A provider the platform has no app for is refused on `provider`, in the page's language: that line is shown.
  const failure = begin.error ? describeFormFailure(begin.error, ['provider']) : null;

  return (
    <fieldset className={styles.oauth}>
      <legend>{t('title')}</legend>
      <div className={styles.oauthButtons}>
        {oauthProviders.map((provider) => (
          <button key={provider} type="button" className={styles.secondary} disabled={pending !== null} onClick={() => start(provider)}>
            {pending === provider ? t('redirecting') : t('continueWith', { provider: providerNames[provider] })}
          </button>
        ))}
      </div>
      {failure ? (
        <FormAlert alert={failure.alert} retryAfter={failure.retryAfter}>
          {failure.fields.provider?.kind === 'server' ? failure.fields.provider.text : null}
        </FormAlert>
      ) : null}
    </fieldset>
  );
}
