'use client';
import { useEffect } from 'react';

/**
 * Marks the page as interactive once React has hydrated it. End-to-end tests wait for the
 * mark so a click lands on live controls rather than on the server's inert copy of them.
 */
export function SiteHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
