import { yieldWhileShown } from './yield-to-browser';

/**
 * Runs a dynamic import in a task of its own (see yieldWhileShown). Starting one makes the bundler's runtime append
 * the chunks' `<script>` elements at once, which costs the calling task several milliseconds per chunk on a throttled
 * phone. Reads whose code loads on their first fetch start in the effects of the hydration's commit, the page's
 * longest task: in traces of the signed-in home page at 9x CPU those appends were 45 of its 146 ms.
 */
export async function importInOwnTask<T>(load: () => Promise<T>): Promise<T> {
  await yieldWhileShown();
  return load();
}
