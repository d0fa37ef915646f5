import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';

export function renderWithMessages(ui: ReactElement, locale: Locale = 'ru') {
  const view = render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Moscow">
      {ui}
    </NextIntlClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}
