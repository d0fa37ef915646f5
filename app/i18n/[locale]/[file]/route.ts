import { loadMessages } from '@/lib/i18n/messages';
import { isLazyNamespace, LAZY_MESSAGES, pickMessages } from '@/lib/i18n/message-sets';
import { isLocale, locales } from '@/lib/i18n/routing';

/**
 * `/i18n/{locale}/{namespace}.json`: the messages of a part that loads on first use (lib/i18n/lazy-messages.tsx),
 * in the same form the pages hand to their client components (precompiled at build time). Written at build time,
 * one file per language and namespace; the proxy leaves addresses with a file extension alone.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => LAZY_MESSAGES.map((namespace) => ({ locale, file: `${namespace}.json` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const namespace = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
  if (!isLocale(locale) || !isLazyNamespace(namespace)) return new Response(null, { status: 404 });
  return Response.json(pickMessages(await loadMessages(locale), [namespace]));
}
