// A scrolling list that renders only its visible rows once it is long (virtual-range.ts): rows
// of one fixed height are placed absolutely inside a box as tall as the whole list. Short lists
// render every row in the normal flow. The container takes the list's ARIA role (listbox, tree),
// and the active row (aria-activedescendant) is scrolled into view, so it is always rendered.
import { useLayoutEffect, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { scrollTopToShow, shouldVirtualize, viewportHeight, visibleRange, VIRTUAL_ITEM_HEIGHT_PX, VIRTUAL_MAX_HEIGHT_PX, VIRTUAL_MAX_VISIBLE } from './virtual-range';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'style'> {
  count: number;
  /** One row; `style` places it when the list is virtualised (undefined otherwise). */
  renderRow(index: number, style: CSSProperties | undefined): ReactNode;
  /** The row kept in view, if any. */
  activeIndex?: number | undefined;
  /** Rows visible at once when virtualised. */
  maxVisible?: number | undefined;
  /** The viewport's largest height when virtualised, in CSS pixels. */
  maxHeight?: number | undefined;
}

/** A list that windows its rows above VIRTUALIZE_ABOVE of them. */
export function VirtualList({ count, renderRow, activeIndex, maxVisible = VIRTUAL_MAX_VISIBLE, maxHeight = VIRTUAL_MAX_HEIGHT_PX, className, ...rest }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const isVirtual = shouldVirtualize(count);
  const height = viewportHeight(count, VIRTUAL_ITEM_HEIGHT_PX, maxVisible, maxHeight);

  // The active row is brought into view before paint, so the option aria-activedescendant names exists.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || activeIndex === undefined || activeIndex < 0) return;
    if (!isVirtual) {
      const row = element.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
      row?.scrollIntoView({ block: 'nearest' });
      return;
    }
    const next = scrollTopToShow(activeIndex, element.scrollTop, height);
    if (next !== element.scrollTop) {
      element.scrollTop = next;
      setScrollTop(next);
    }
  }, [activeIndex, height, isVirtual]);

  if (!isVirtual) {
    return (
      <div ref={ref} className={className} {...rest}>
        {Array.from({ length: count }, (_, index) => renderRow(index, undefined))}
      </div>
    );
  }
  const { start, end } = visibleRange(scrollTop, height, count);
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    rows.push(renderRow(index, { position: 'absolute', top: index * VIRTUAL_ITEM_HEIGHT_PX, insetInline: 0, height: VIRTUAL_ITEM_HEIGHT_PX }));
  }
  return (
    <div
      ref={ref}
      className={`${className ?? ''} virtual-list`}
      data-virtual=""
      {...rest}
      style={{ height, overflowY: 'auto', position: 'relative' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div role="none" style={{ position: 'relative', height: count * VIRTUAL_ITEM_HEIGHT_PX }}>
        {rows}
      </div>
    </div>
  );
}
