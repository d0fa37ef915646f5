import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { AppLink } from './app-link';

// The App Router needs its context; only this framework boundary is replaced.
const router = vi.hoisted(() => ({ push: vi.fn<(href: string) => void>() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/** jsdom cannot follow links: records whether the browser would have, after our handlers ran. */
let browserFollowed = false;
const browser = (event: globalThis.MouseEvent) => {
  browserFollowed = !event.defaultPrevented;
  event.preventDefault();
};

beforeEach(() => {
  router.push.mockReset();
  browserFollowed = false;
  document.addEventListener('click', browser);
});
afterEach(() => document.removeEventListener('click', browser));

describe('AppLink', () => {
  it('renders a real link that works without scripts', () => {
    render(<AppLink href="/en/reg/5">Register</AppLink>);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/reg/5');
  });

  it('follows a plain click with the router, without a page load', async () => {
    render(<AppLink href="/game/7">Play</AppLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Play' }));
    expect(router.push).toHaveBeenCalledWith('/game/7');
    expect(browserFollowed).toBe(false);
  });

  it('leaves new-tab clicks and other targets to the browser', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AppLink href="/a">A</AppLink>
        <AppLink href="/b" target="_blank">
          B
        </AppLink>
      </>,
    );
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'A' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'B' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(browserFollowed).toBe(true);
  });

  it('leaves links to another origin to the browser', async () => {
    render(<AppLink href="https://example.org/x">Out</AppLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Out' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(browserFollowed).toBe(true);
  });

  it('does nothing more when its own click handler took the click', async () => {
    const handled = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();
    render(
      <AppLink href="/reg/5" onClick={handled}>
        Register
      </AppLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(browserFollowed).toBe(false);
  });
});
