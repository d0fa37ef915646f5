import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InPlaceAddresses, useInPlaceLink } from './in-place-addresses';
import { isRegistrationAddress } from './registration-address';

function CardLink({ href }: { href: string }) {
  const onClick = useInPlaceLink();
  return (
    <a href={href} onClick={onClick}>
      Register
    </a>
  );
}

describe('addresses a page shows in place', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a plain click on a matching link changes the address without navigating, keeping the page’s query', async () => {
    window.history.replaceState(null, '', '/en?type=family');
    render(
      <InPlaceAddresses match={isRegistrationAddress}>
        <CardLink href="/en/reg/5" />
      </InPlaceAddresses>,
    );
    const clicks: boolean[] = [];
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented), { once: true });
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en/reg/5?type=family');
    expect(clicks).toEqual([true]);
  });

  it('a page that changes the address itself gets it, with the page’s query', async () => {
    window.history.replaceState(null, '', '/en?type=family');
    const open = vi.fn();
    render(
      <InPlaceAddresses match={isRegistrationAddress} open={open}>
        <CardLink href="/en/reg/5" />
      </InPlaceAddresses>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(open).toHaveBeenCalledWith('/en/reg/5?type=family');
    // The page decides when: the address is still the list's.
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en?type=family');
  });

  it('other addresses, new-tab clicks and pages without in-place addresses navigate as usual', async () => {
    const { unmount } = render(
      <InPlaceAddresses match={isRegistrationAddress}>
        <CardLink href="/game/5" />
      </InPlaceAddresses>,
    );
    const prevented: boolean[] = [];
    const listen = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate: keep the test page
    };
    document.addEventListener('click', listen);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Register' }));
    unmount();
    render(
      <InPlaceAddresses match={isRegistrationAddress}>
        <CardLink href="/reg/5" />
      </InPlaceAddresses>,
    );
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Register' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', listen);
    expect(prevented).toEqual([false, false]);
    expect(window.location.pathname).toBe('/');
  });

  it('without a provider the link is a plain link', async () => {
    render(<CardLink href="/reg/5" />);
    const prevented: boolean[] = [];
    document.addEventListener(
      'click',
      (event) => {
        prevented.push(event.defaultPrevented);
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(prevented).toEqual([false]);
  });
});
