import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';

/** The console's client components also need its own messages (the root layout leaves them out). */
export default async function ExpertConsoleLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages('expertConsole')}>{children}</NextIntlClientProvider>;
}
