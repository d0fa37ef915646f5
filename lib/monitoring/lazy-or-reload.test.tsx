import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyOrReload } from './lazy-or-reload';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>boundary: {this.state.error.message}</p> : this.props.children;
  }
}

const chunkError = () => Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('lazyOrReload', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders the loaded component', async () => {
    const Loaded = ({ text }: { text: string }) => <p>{text}</p>;
    const Part = lazyOrReload(async () => Loaded);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part text="loaded" />
      </Suspense>,
    );
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });

  it('asks for a reload when the chunk is gone, and renders nothing instead of failing the page', async () => {
    const Part = lazyOrReload<object>(() => Promise.reject(chunkError()));
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>
        <p>page</p>
      </Boundary>,
    );
    await vi.waitFor(() => expect(screen.queryByText('loading')).not.toBeInTheDocument());
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText(/boundary/)).not.toBeInTheDocument();
    // The guard records the reload it asked for (jsdom does not navigate).
    expect(sessionStorage.getItem('chunk-reload-at')).not.toBeNull();
  });

  it('lets any other failure reach the error boundary', async () => {
    const Part = lazyOrReload<object>(() => Promise.reject(new Error('render bug')));
    render(
      <Boundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('boundary: render bug')).toBeInTheDocument();
  });
});
