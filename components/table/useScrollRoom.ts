'use client';

import { useEffect } from 'react';

/**
 * While a bar sticks to the bottom of the screen (on a phone), the page keeps that much room
 * at the bottom whenever it scrolls something into view (focus, Tab, scrollIntoView), so
 * nothing the player is meant to see, a hand card above all, ends up behind the bar.
 */
export function useScrollRoom(bar: React.RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = bar.current;
    if (!el || !active) return;
    const root = document.documentElement;
    const update = () => { root.style.scrollPaddingBottom = getComputedStyle(el).position === 'sticky' ? `${el.offsetHeight}px` : ''; };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', update);
    return () => { observer.disconnect(); window.removeEventListener('resize', update); root.style.scrollPaddingBottom = ''; };
  }, [bar, active]);
}
