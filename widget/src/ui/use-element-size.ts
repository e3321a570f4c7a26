// The size of an element, kept current with a ResizeObserver (the widget lays out by its own
// width, not the page's, so it fits a narrow column on a wide screen).
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's content size in CSS pixels (0 × 0 before the first measure). */
export function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    setSize({ width: rect.width, height: rect.height });
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
