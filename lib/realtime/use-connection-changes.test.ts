import { renderHook } from '@testing-library/react';
import type { ConnectionView } from './types';
import { useConnectionChanges } from './use-connection-changes';

function setup(first: ConnectionView) {
  const told: string[] = [];
  const hook = renderHook(({ view }) => useConnectionChanges(view, { onLost: () => told.push('lost'), onBack: () => told.push('back') }), {
    initialProps: { view: first },
  });
  const go = (...views: ConnectionView[]) => views.forEach((view) => hook.rerender({ view }));
  return { told, go };
}

describe('useConnectionChanges', () => {
  it('tells nothing before the screen was first online (the first connect is no recovery)', () => {
    const { told, go } = setup('waiting');
    go('no-connection', 'offline', 'waiting');
    expect(told).toEqual([]);
    go('online');
    expect(told).toEqual([]);
  });

  it('tells a loss once however many retries follow, then the return', () => {
    const { told, go } = setup('online');
    go('waiting', 'no-connection', 'waiting', 'no-connection', 'offline');
    expect(told).toEqual(['lost']);
    go('online');
    expect(told).toEqual(['lost', 'back']);
  });

  it('a retry that succeeds before the connection counts as lost is not told', () => {
    const { told, go } = setup('online');
    go('waiting', 'online');
    expect(told).toEqual([]);
  });

  it('tells every loss and return of a long session', () => {
    const { told, go } = setup('online');
    go('offline', 'online', 'no-connection', 'online');
    expect(told).toEqual(['lost', 'back', 'lost', 'back']);
  });
});
