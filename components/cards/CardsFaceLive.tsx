'use client';
import { CardsFace } from './CardsFace';

/**
 * The card face drawn in the browser. A server page that lists many cards sends each card's
 * data (a few hundred bytes) instead of its SVG, which its RSC payload would carry a second time.
 */
export function CardsFaceLive(props: React.ComponentProps<typeof CardsFace>) {
  return <CardsFace {...props} />;
}
