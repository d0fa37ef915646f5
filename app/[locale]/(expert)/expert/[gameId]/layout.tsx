import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';

/** The console's client components also need its own messages; the expert account's stay (this provider replaces the area's). */
export default async function ExpertConsoleLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages('expertAccount', 'expertConsole')}>{children}</NextIntlClientProvider>;
}
