import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

const Nothing = () => null;

/**
 * React.lazy for parts that appear only after something happens in the browser (a click, an expired session), so
 * they are never rendered on the server and need nothing of next/dynamic. A chunk that no longer exists (an open
 * tab after a deploy) reloads the page (guarded, as everywhere) and renders nothing meanwhile; any other failure
 * is a bug and reaches the error boundary.
 */
export function lazyOrReload<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (!isChunkLoadError(error)) throw error;
        reloadForChunkError();
        return { default: Nothing as ComponentType<P> };
      },
    ),
  );
}
