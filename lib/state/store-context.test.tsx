import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import { createStoreContext } from './store-context';

interface Counter {
  count: number;
  label: string;
}

const { StoreContext, useStoreApi, useSelect } = createStoreContext<Counter>('CounterProvider');

describe('createStoreContext', () => {
  it('names the missing provider when a hook is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSelect((s) => s.count))).toThrow('CounterProvider hooks need a <CounterProvider> above them');
    expect(() => renderHook(() => useStoreApi())).toThrow('CounterProvider');
  });

  it('gives the provided store and re-renders a component only when what it selects changes', () => {
    const store = createStore<Counter>()(() => ({ count: 0, label: 'a' }));
    let renders = 0;
    function Count() {
      renders += 1;
      return <p>{useSelect((s) => s.count)}</p>;
    }
    const wrapper = ({ children }: { children: ReactNode }) => <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
    render(<Count />, { wrapper });
    expect(renderHook(() => useStoreApi(), { wrapper }).result.current).toBe(store);
    expect(screen.getByText('0')).toBeInTheDocument();
    const before = renders;
    act(() => store.setState({ label: 'b' }));
    expect(renders).toBe(before);
    act(() => store.setState({ count: 1 }));
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(renders).toBe(before + 1);
  });
});
