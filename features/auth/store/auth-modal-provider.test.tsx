import { act, render, screen } from '@testing-library/react';
import { AuthModalProvider, useAuthGameId, useAuthModalActions, useIsAuthShown } from './auth-modal-provider';

function Probe({ name }: { name: string }) {
  const shown = useIsAuthShown();
  const gameId = useAuthGameId();
  const { authRequested } = useAuthModalActions();
  return (
    <button type="button" onClick={() => authRequested({ gameId: 9 })}>
      {name}:{String(shown)}:{String(gameId)}
    </button>
  );
}

describe('AuthModalProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a nested provider shares the outer store', () => {
    render(
      <AuthModalProvider>
        <Probe name="outer" />
        <AuthModalProvider>
          <Probe name="inner" />
        </AuthModalProvider>
      </AuthModalProvider>,
    );
    act(() => screen.getByText(/^inner/).click());
    expect(screen.getByText('outer:true:9')).toBeInTheDocument();
    expect(screen.getByText('inner:true:9')).toBeInTheDocument();
  });

  it('hooks outside a provider fail loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe name="x" />)).toThrow(/AuthModalProvider/);
  });
});
