'use client';

import { useEffect, useState, type RefObject } from 'react';

/** Whether a sideways row holds more than it shows (so it scrolls), kept up to date as it or its content resizes. */
export function useRowOverflow(row: RefObject<HTMLElement | null>, count: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const check = () => setOver(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [row, count]);
  return over;
}
