import { useEffect, useState, type RefObject } from 'react';

// Where the builder's status floats on a phone; from this width on it sits in the page instead.
const FLOATS = '(max-width: 1023.98px)';

/**
 * On a phone the builder's status floats at the screen's foot, over the page. While the
 * pool's filters (marked `data-deck-filters`) show there, it floats at the top instead, so
 * "Baron added" never hides the filters the reader is using.
 */
export function useStatusSide(status: RefObject<HTMLElement | null>, shown: boolean): 'top' | 'bottom' {
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const filters = document.querySelector('[data-deck-filters]');
      const box = status.current;
      if (!filters || !box || !window.matchMedia(FLOATS).matches) return setSide('bottom');
      const { top, bottom } = filters.getBoundingClientRect();
      // The strip the status covers at the foot: its height and its 0.5rem margin.
      const strip = window.innerHeight - box.offsetHeight - 8;
      setSide(bottom > strip && top < window.innerHeight ? 'top' : 'bottom');
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [status, shown]);
  return side;
}
