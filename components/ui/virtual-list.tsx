'use client';
import { useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { createElement, Fragment, useImperativeHandle, useRef, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';

/** What a row's element spreads: its index (read when it is measured), its place in the list, the measuring ref. */
interface VirtualRowProps {
  'data-index': number;
  /** Only for lists whose rows are measured (`measureRows`); the others are the estimated height. */
  ref?: (element: Element | null) => void;
  style: CSSProperties;
}

interface VirtualRow {
  index: number;
  props: VirtualRowProps;
}

/** What a screen can ask of its list. */
export interface VirtualListHandle {
  scrollToIndex: (index: number, options?: { align?: 'start' | 'center' | 'end' | 'auto' }) => void;
  scrollToEnd: () => void;
  focus: (options?: FocusOptions) => void;
}

interface VirtualListProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  items: readonly T[];
  /** The row's height in px before it is measured (or for good, without `measureRows`). */
  estimateSize: (index: number) => number;
  /** Gives the rows a stable identity (the React key, and the measured heights follow the item, not the position). */
  keyOf?: (item: T) => string | number;
  /** Rows of differing heights: each is measured once rendered. Without it every row is exactly its estimate. */
  measureRows?: boolean;
  overscan?: number;
  /** The viewport assumed before layout (first render, tests): the first rows show rather than none. */
  initialRect?: Rect;
  /**
   * 'end' (a chat): the list keeps its distance from the end when rows above change, and follows appended rows
   * while the reader is within `endThreshold` px of the end, never when they scrolled up.
   */
  anchor?: 'start' | 'end';
  endThreshold?: number;
  /** The element holding the rows, with its own props (the list's height is set here). */
  list: { as: 'ul' | 'ol' | 'div' } & HTMLAttributes<HTMLElement>;
  /** Rendered inside the scroll container, before the rows' element (a table's head, an empty-state line). */
  beforeList?: ReactNode;
  /** Renders one row: its element spreads `row.props` (merging its own style over them where it has one). */
  renderRow: (item: T, row: VirtualRow) => ReactNode;
  ref?: Ref<VirtualListHandle>;
}

/**
 * The one virtualised list: only the rows in view and a few around them are in the DOM, so 2,000 teams or
 * thousands of messages stay light. The scroll container is focusable (keyboard users scroll it with the arrow
 * keys); the roles and labels are the caller's (a region with a list, a table with rows, a chat's log).
 */
export function VirtualList<T>({
  items,
  estimateSize,
  keyOf,
  measureRows = false,
  overscan = 6,
  initialRect,
  anchor = 'start',
  endThreshold,
  list,
  beforeList,
  renderRow,
  ref,
  ...scrollerProps
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  // The compiler skips memoising this component (TanStack Virtual reads live measurements); nothing memoised reads it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    overscan,
    ...(initialRect ? { initialRect } : {}),
    ...(keyOf ? { getItemKey: (index: number) => keyOf(items[index]!) } : {}),
    ...(anchor === 'end'
      ? { anchorTo: 'end' as const, followOnAppend: true, ...(endThreshold === undefined ? {} : { scrollEndThreshold: endThreshold }) }
      : {}),
  });
  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex: (index, options) => virtualizer.scrollToIndex(index, options),
      scrollToEnd: () => virtualizer.scrollToEnd(),
      focus: (options) => scroller.current?.focus(options),
    }),
    [virtualizer],
  );

  const { as, style, ...listProps } = list;
  const rows = virtualizer.getVirtualItems().map((item) => (
    <Fragment key={item.key}>
      {renderRow(items[item.index]!, {
        index: item.index,
        props: {
          'data-index': item.index,
          ...(measureRows ? { ref: virtualizer.measureElement } : {}),
          style: measureRows ? { transform: `translateY(${item.start}px)` } : { transform: `translateY(${item.start}px)`, height: item.size },
        },
      })}
    </Fragment>
  ));
  return (
    <div {...scrollerProps} ref={scroller} tabIndex={0}>
      {beforeList}
      {createElement(as, { ...listProps, style: { ...style, height: virtualizer.getTotalSize() } }, rows)}
    </div>
  );
}
