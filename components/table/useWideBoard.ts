'use client';

import { useEffect, useState } from 'react';

/** A screen with room to draw four seats round the table, every line open (a desktop; not a phone either way up). */
const WIDE = '(min-width: 1024px) and (min-height: 600px)';

export function useWideBoard(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}
