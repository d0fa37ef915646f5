import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';

/** The game screen's client components also need the game's own messages (the root layout gives only the site's shell set). */
export default async function GameAreaLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages('game')}>{children}</NextIntlClientProvider>;
}
