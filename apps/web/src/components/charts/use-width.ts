import { useEffect, useState, type RefObject } from 'react';

/**
 * The width the element ('self') or the card it sits in ('parent') takes, followed as the page resizes;
 * undefined until measured (and where ResizeObserver is missing).
 */
export function useObservedWidth<T extends Element>(
  ref: RefObject<T | null>,
  of: 'self' | 'parent',
): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = of === 'parent' ? ref.current?.parentElement : ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, of]);
  return width;
}
