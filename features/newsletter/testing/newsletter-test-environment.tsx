import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import ru from '@/messages/ru.json';

const catalogues = { ru, en, fr } as const;

export { installPublicConfig } from '@/tests/public-config';

export function renderWithMessages(ui: ReactElement, locale: Locale = 'ru') {
  const view = render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Moscow">
      {ui}
    </NextIntlClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}
