import type { Locale } from '@/lib/i18n/routing';

/**
 * The Server Action's request-bound parts, as a unit test has no request: an anonymous visitor behind the address
 * given (what Next.js hands the action), and next-intl's server translator built from the project's own messages
 * (its server entry needs the React server runtime). Use inside `vi.mock` factories.
 */
export const serverRequestMocks = {
  headers: (forwardedFor: string) => ({
    cookies: async () => ({ has: () => false, get: () => undefined }),
    headers: async () => new Headers({ 'x-forwarded-for': forwardedFor }),
  }),
  intl: async () => {
    const { createTranslator } = await import('next-intl');
    const { loadMessages } = await import('@/lib/i18n/messages');
    return {
      getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'newsletter' }) =>
        createTranslator({ locale, messages: await loadMessages(locale), namespace }),
    };
  },
};
