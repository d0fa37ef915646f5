import { act, fireEvent, render } from '@testing-library/react';
import { RouteProgress } from './route-progress';

vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

/** The bar's stylesheet appears in the document once its code has loaded and rendered. */
const barLoaded = () => document.querySelector('style')?.textContent?.includes('bprogress') ?? false;

describe('RouteProgress', () => {
  beforeAll(async () => {
    await import('./route-progress-bar'); // transform it once so no test waits on it
  });

  it('does not load the bar while someone types into a field', async () => {
    const { getByRole } = render(
      <>
        <RouteProgress />
        <input aria-label="answer" />
      </>,
    );
    const field = getByRole('textbox');
    fireEvent.pointerOver(field);
    fireEvent.focusIn(field);
    fireEvent.keyDown(field, { key: 'a' });
    // A fixed wait on purpose: asserts the bar does not load meanwhile.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(barLoaded()).toBe(false);
  });

  it('loads it once a pointer reaches a link', async () => {
    const { getByRole } = render(
      <>
        <RouteProgress />
        <a href="https://example.com/rules">
          <span>rules</span>
        </a>
      </>,
    );
    fireEvent.pointerOver(getByRole('link').firstChild!);
    await vi.waitFor(() => expect(barLoaded()).toBe(true), { timeout: 3000 });
  });
});
