import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@/lib/config/public-config';
import type { Locale } from '@/lib/i18n/routing';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import ru from '@/messages/ru.json';
import { TEST_API_ORIGIN, testBaseUrls } from '@/tests/msw';

const catalogues = { ru, en, fr } as const;

/** Embeds the page config as the root layout does, pointing the browser API client at MSW's origin. */
export function installPublicConfig() {
  if (document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)) return;
  const script = document.createElement('script');
  script.id = PUBLIC_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({
    siteUrl: 'http://localhost:3000',
    api: testBaseUrls,
    realtime: { broadcaster: 'socket.io', host: 'localhost', port: 6001, key: 'test', tls: false, authEndpoint: `${TEST_API_ORIGIN}/broadcasting/auth` },
    chatSocketUrl: 'http://localhost:6002',
    sentry: { environment: 'test' },
    links: {
      party: 'https://party.test',
      portal: 'https://portal.test',
      franchise: 'https://franchise.test',
      corp: 'https://corp.test',
      schedule: 'https://schedule.test',
      chatbot: 'https://chatbot.test',
    },
  });
  document.body.append(script);
}

export function renderWithMessages(ui: ReactElement, locale: Locale = 'ru') {
  const view = render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Moscow">
      {ui}
    </NextIntlClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}
