import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { VirtualList, type VirtualListHandle } from './virtual-list';

const ROW_PX = 40;
const VIEWPORT_PX = 320;
const items = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, text: `row ${i + 1}` }));

// jsdom lays nothing out: give the list a viewport and its rows a height, and let a scroll move the scroll position.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT_PX);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, ROW_PX));
  // A scroll container is as tall as the list it holds.
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return Number.parseFloat((this.lastElementChild as HTMLElement | null)?.style.height ?? '') || 0;
  });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    userScroll(this, typeof options === 'number' ? options : (options?.top ?? this.scrollTop));
  } as HTMLElement['scrollTo'];
});
afterEach(() => vi.restoreAllMocks());

/** The reader (or the list) moves the scroll position: the browser then sends a scroll event. */
function userScroll(element: HTMLElement, top: number) {
  element.scrollTop = top;
  fireEvent.scroll(element);
}

function List({ rows = items, anchor, handle }: { rows?: typeof items; anchor?: 'end'; handle?: React.Ref<VirtualListHandle> }) {
  return (
    <VirtualList
      ref={handle}
      items={rows}
      estimateSize={() => ROW_PX}
      keyOf={(item) => item.id}
      anchor={anchor}
      endThreshold={48}
      role="region"
      aria-label="Rows"
      list={{ as: 'ul' }}
      renderRow={(item, row) => (
        <li {...row.props} aria-setsize={rows.length} aria-posinset={row.index + 1}>
          {item.text}
        </li>
      )}
    />
  );
}

const shownRows = () =>
  within(screen.getByRole('region', { name: 'Rows' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('the virtual list', () => {
  it('renders only the rows in view and a few around them, in a focusable region, with the whole list’s height', () => {
    render(<List />);
    const region = screen.getByRole('region', { name: 'Rows' });
    const rows = shownRows();
    expect(rows[0]).toBe('row 1');
    // 320 px of 40 px rows, and the overscan below them: nowhere near the 1,000 rows.
    expect(rows.length).toBeGreaterThanOrEqual(VIEWPORT_PX / ROW_PX);
    expect(rows.length).toBeLessThan(20);
    expect(within(region).getByRole('list')).toHaveStyle({ height: `${items.length * ROW_PX}px` });
    expect(within(region).getAllByRole('listitem')[1]).toHaveStyle({ transform: `translateY(${ROW_PX}px)`, height: `${ROW_PX}px` });
    region.focus();
    expect(region).toHaveFocus();
  });

  it('scrolls to a row asked for, rendering it and not the first ones', () => {
    const handle = createRef<VirtualListHandle>();
    render(<List handle={handle} />);
    act(() => handle.current!.scrollToIndex(499, { align: 'center' }));
    const rows = shownRows();
    expect(rows).toContain('row 500');
    expect(rows).not.toContain('row 1');
    expect(rows.length).toBeLessThan(30);
  });

  describe('anchored to the end', () => {
    it('follows an appended row while the reader is at the end', async () => {
      const { rerender } = render(<List anchor="end" />);
      const region = screen.getByRole('region', { name: 'Rows' });
      act(() => userScroll(region, items.length * ROW_PX - VIEWPORT_PX));
      expect(shownRows()).toContain('row 1000');
      expect(shownRows()).not.toContain('row 1');
      rerender(<List anchor="end" rows={[...items, { id: 1001, text: 'row 1001' }]} />);
      // The new row is scrolled into view: the list moved down by its height.
      await waitFor(() => expect(region.scrollTop).toBe((items.length + 1) * ROW_PX - VIEWPORT_PX));
      expect(shownRows()).toContain('row 1001');
    });

    it('stays where the reader scrolled up to when a row is appended', () => {
      const handle = createRef<VirtualListHandle>();
      const { rerender } = render(<List anchor="end" handle={handle} />);
      act(() => handle.current!.scrollToEnd());
      const region = screen.getByRole('region', { name: 'Rows' });
      act(() => userScroll(region, 20_000));
      const before = shownRows();
      expect(before).toContain('row 501');
      rerender(<List anchor="end" handle={handle} rows={[...items, { id: 1001, text: 'row 1001' }]} />);
      expect(shownRows()).toEqual(before);
      expect(region.scrollTop).toBe(20_000);
    });
  });
});
