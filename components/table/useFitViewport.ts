'use client';

import { useLayoutEffect } from 'react';

/**
 * Sizes the table to the screen below its top edge (the site's header and any note above it),
 * so the whole game fits without scrolling (the page is brought back to its top when the game
 * appears); it follows rotation, resizes and the note coming or going.
 */
export function useFitViewport(ref: React.RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const fit = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const height = window.visualViewport?.height ?? window.innerHeight;
      el.style.height = `${Math.max(300, Math.floor(height - top))}px`;
    };
    // The game starts from a form that may have been scrolled: the board is laid out for the page at its top.
    window.scrollTo(0, 0);
    fit();
    const observer = new ResizeObserver(fit);
    if (el.parentElement) observer.observe(el.parentElement);
    observer.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      el.style.height = '';
    };
  }, [ref, active]);
}
