import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import en from '@/messages/en.json';
import { lazyMessagesHandler, setupMswServer } from '@/tests/msw';
import { LazyMessages } from './lazy-messages';

const server = setupMswServer();
const originalLocation = window.location;
const reload = vi.fn();

beforeEach(() => {
  // location.reload cannot be spied on in jsdom: a copy of location records reloads (the chunk-failure path).
  Object.defineProperty(window, 'location', { value: { ...originalLocation, reload }, configurable: true });
  sessionStorage.clear();
});
afterEach(() => {
  Object.defineProperty(window, 'location', { value: originalLocation, configurable: true });
  reload.mockClear();
});

function ModalTitle() {
  const login = useTranslations('auth.login');
  const common = useTranslations('common');
  return (
    <p>
      {login('title')} / {common('close')}
    </p>
  );
}

/** A page that carries only the site's shell messages, as the layouts give them. */
const renderPage = (locale: 'en' | 'fr') =>
  render(
    <NextIntlClientProvider locale={locale} messages={{ common: en.common, auth: { account: en.auth.account } }} timeZone="Europe/Moscow">
      <LazyMessages namespace="auth">
        <ModalTitle />
      </LazyMessages>
    </NextIntlClientProvider>,
  );

describe('LazyMessages', () => {
  it("fetches the namespace, then renders its children with it and the page's own messages", async () => {
    server.use(lazyMessagesHandler);
    renderPage('en');
    expect(screen.queryByText(/Close/)).not.toBeInTheDocument();
    expect(await screen.findByText(`${en.auth.login.title} / ${en.common.close}`)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failed fetch renders nothing and reloads the page once, as a missing chunk does', async () => {
    server.use(http.get('*/i18n/:locale/:file', () => new HttpResponse(null, { status: 503 })));
    renderPage('fr');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(document.body).toHaveTextContent('');
  });
});
