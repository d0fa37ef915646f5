'use client';
import type { ReactNode } from 'react';
import { VirtualList } from '@/components/ui/virtual-list';
import styles from './console.module.css';

interface ConsoleListProps<T> {
  items: readonly T[];
  /** Estimated row height in px (rows are measured once rendered). */
  estimate: number;
  keyOf: (item: T) => string | number;
  render: (item: T, index: number) => ReactNode;
  label: string;
  testId?: string;
}

/** The rows sit in the list's positioned box, each at its measured offset. */
const rowBox = { position: 'absolute', top: 0, left: 0, width: '100%' } as const;

/**
 * The console's lists (reactions, answer groups, a group's teams, appeals): virtual (2,000 teams stay light), a
 * real list (`ul`/`li` with the set size and position) in a focusable, labelled scroll region.
 */
export function ConsoleList<T>({ items, estimate, keyOf, render, label, testId }: ConsoleListProps<T>) {
  return (
    <VirtualList
      items={items}
      estimateSize={() => estimate}
      keyOf={keyOf}
      measureRows
      // Before layout (first render, tests) show the first rows rather than none.
      initialRect={{ width: 400, height: 320 }}
      className={styles.scroller}
      role="region"
      aria-label={label}
      data-testid={testId}
      list={{ as: 'ul', className: styles.list, style: { position: 'relative' } }}
      renderRow={(item, row) => (
        <li {...row.props} style={{ ...rowBox, ...row.props.style }} aria-setsize={items.length} aria-posinset={row.index + 1} className={styles.item}>
          {render(item, row.index)}
        </li>
      )}
    />
  );
}
