import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/render-with-intl';
import { LanguageSwitcher } from './language-switcher';

// next/navigation needs the App Router context; only this framework boundary is replaced.
const navigation = vi.hoisted(() => ({ pathname: '/en/private' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

/** jsdom cannot follow links; stop the default action after our handlers ran, as a real page would navigate. */
const preventNavigation = (event: MouseEvent) => event.preventDefault();

const originalLocation = window.location;
/**
 * location.assign is unforgeable in jsdom: a copy of location (taken after any address change the test makes)
 * records where the page was sent, with the cookies it had at that moment.
 */
function recordLeaving() {
  const left: { href: string; cookie: string }[] = [];
  const assign = (href: string) => left.push({ href, cookie: document.cookie });
  Object.defineProperty(window, 'location', { value: { ...originalLocation, assign }, configurable: true });
  return left;
}

beforeEach(() => {
  navigation.pathname = '/en/private';
  document.addEventListener('click', preventNavigation);
});

afterEach(() => {
  document.removeEventListener('click', preventNavigation);
  Object.defineProperty(window, 'location', { value: originalLocation, configurable: true });
  document.cookie = 'i18n_redirected=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
});

const renderSwitcher = () => renderWithIntl(<LanguageSwitcher current="en" label="Language" />, 'en');

describe('LanguageSwitcher', () => {
  it('links RU, EN and FR to the same page in each language', () => {
    renderSwitcher();
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['RU', '/private'],
      ['EN', '/en/private'],
      ['FR', '/fr/private'],
    ]);
  });

  it('marks the current language', () => {
    renderSwitcher();
    expect(screen.getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'RU' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'FR' })).not.toHaveAttribute('aria-current');
  });

  it('remembers the chosen language in the i18n_redirected cookie before it leaves for the page', async () => {
    const left = recordLeaving();
    renderSwitcher();
    await userEvent.setup().click(screen.getByRole('link', { name: 'FR' }));
    await waitFor(() => expect(left).toHaveLength(1));
    expect(left[0]!.href).toBe(`${originalLocation.origin}/fr/private`);
    expect(left[0]!.cookie.split('; ')).toContain('i18n_redirected=fr');
  });

  it('keeps the query string of the current address when switching', async () => {
    window.history.replaceState(null, '', '/en/private?page=2');
    const left = recordLeaving();
    renderSwitcher();
    const fr = screen.getByRole('link', { name: 'FR' });
    await userEvent.setup().click(fr);
    expect(fr).toHaveAttribute('href', '/fr/private?page=2');
    await waitFor(() => expect(left.map((entry) => entry.href)).toEqual([`${originalLocation.origin}/fr/private?page=2`]));
  });

  it('leaves a click for a new tab to the browser, and still remembers the choice', async () => {
    const left = recordLeaving();
    renderSwitcher();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'FR' }));
    await user.keyboard('{/Control}');
    await waitFor(() => expect(document.cookie.split('; ')).toContain('i18n_redirected=fr'));
    expect(left).toEqual([]);
  });

  it('links the root page to / and /fr from /en', () => {
    navigation.pathname = '/en';
    renderSwitcher();
    expect(screen.getByRole('link', { name: 'RU' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'FR' })).toHaveAttribute('href', '/fr');
  });

  it.each(['/ru/landing', '/en/landing', '/fr/landing/'])(
    'on the stored home page (rendered at %s) links the public homes, never the internal address',
    (internal) => {
      navigation.pathname = internal;
      renderSwitcher();
      expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/en', '/fr']);
    },
  );
});
