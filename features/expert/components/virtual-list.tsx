'use client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import styles from './console.module.css';

interface VirtualListProps<T> {
  items: readonly T[];
  /** Estimated row height in px (rows are measured once rendered). */
  estimate: number;
  keyOf: (item: T) => string | number;
  render: (item: T, index: number) => ReactNode;
  label: string;
  testId?: string;
}

/**
 * A list that renders only the rows in view (2,000 teams stay light). A real list (`ul`/`li` with the set size and
 * position), in a focusable scroll container so keyboard users can scroll it.
 */
export function VirtualList<T>({ items, estimate, keyOf, render, label, testId }: VirtualListProps<T>) {
  const parent = useRef<HTMLDivElement>(null);
  // The compiler skips memoising this component (TanStack Virtual reads live measurements); nothing memoised reads it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => parent.current,
    estimateSize: () => estimate,
    overscan: 6,
    // Before layout (first render, tests) show the first rows rather than none.
    initialRect: { width: 400, height: 320 },
    getItemKey: (index) => keyOf(items[index]!),
  });
  return (
    <div ref={parent} className={styles.scroller} tabIndex={0} role="region" aria-label={label} data-testid={testId}>
      <ul className={styles.list} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className={styles.item}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
          >
            {render(items[row.index]!, row.index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
