import type { AbilitySlug } from '../../cards/types';
import { circle, rotatedPolygon, wavePath } from './shapes';

/** Our own ability icons: bold silhouettes on a 24-unit grid, filled with the even-odd rule. */
export const ICON_GRID = 24;

export interface IconData {
  /** SVG path data in the 24-unit grid; holes are sub-paths inside a shape (even-odd). */
  d: string;
  /** What the silhouette shows, for designers and tests; the accessible label is the ability name. */
  motif: string;
}

export const ABILITY_ICONS: Record<AbilitySlug, IconData> = {
  aerial: {
    motif: 'wing',
    d: 'M3 21C3 12 8 5 21.5 2.5C20.5 6.5 18.5 8.5 15.5 9.5C18 9.8 19.5 10.8 20.5 12C18 14 15.5 14.5 13 14.5C15 15.5 16 16.5 16.3 18C12 19 8 19 3 21Z',
  },
  aquatic: { motif: 'waves', d: wavePath(3) + wavePath(11.5) },
  berserk: {
    motif: 'horned helmet',
    d:
      'M6 20V14C3.5 13 2 9 3 3.5C4.5 6.8 6.5 8.4 8.6 9C10.5 7.4 13.5 7.4 15.4 9C17.5 8.4 19.5 6.8 21 3.5C22 9 20.5 13 18 14V20Z' +
      'M8.5 13.5H15.5V15.7H8.5Z',
  },
  catalyst: {
    motif: 'flask with bubbles',
    d:
      'M8.5 2.5H15.5V5H14V9.5L19.8 18.6C20.8 20.2 19.8 21.5 18 21.5H6C4.2 21.5 3.2 20.2 4.2 18.6L10 9.5V5H8.5Z' +
      circle(10.5, 16.5, 1.4) +
      circle(14, 18.3, 1.1) +
      circle(13, 14, 0.8),
  },
  defender: {
    motif: 'tower with gate',
    d: 'M4.5 21.5V3H8V6H10.3V3H13.7V6H16V3H19.5V21.5H14.5V16.5A2.5 2.5 0 0 0 9.5 16.5V21.5Z',
  },
  indestructible: {
    motif: 'diamond',
    d: 'M7 3.5H17L21.5 9L12 21.5L2.5 9ZM4.9 9.6H19.1L18 11H6Z',
  },
  instinct: {
    motif: 'eye',
    d:
      'M1.5 12C4.5 6.5 8 4.5 12 4.5S19.5 6.5 22.5 12C19.5 17.5 16 19.5 12 19.5S4.5 17.5 1.5 12Z' +
      circle(12, 12, 4.6) +
      circle(12, 12, 2.2),
  },
  mercenary: {
    motif: 'money bag',
    d:
      'M8.5 2.5H15.5L13.6 6.5C18 8 20.5 12.5 20.5 16C20.5 19.5 17.5 21.5 12 21.5S3.5 19.5 3.5 16C3.5 12.5 6 8 10.4 6.5Z' +
      circle(12, 15, 3) +
      circle(12, 15, 1.5),
  },
  perforation: {
    motif: 'arrow through a plate',
    d: 'M1.5 10.8H16.5V7.5L22.5 12L16.5 16.5V13.2H1.5ZM10 2.5H13.5V9.3H10ZM10 14.7H13.5V21.5H10Z',
  },
  'price-of-blood': {
    motif: 'blood drop',
    d:
      'M12 2C12 2 4.5 10.5 4.5 15.2A7.5 7.5 0 0 0 19.5 15.2C19.5 10.5 12 2 12 2Z' +
      'M7.6 14.8C7.6 17.4 9.2 19 11.4 19.3C9.8 18.2 9 16.8 9 14.8Z',
  },
  protection: {
    motif: 'umbrella',
    d:
      'M2 12.5C2 7 6.5 2.5 12 2.5S22 7 22 12.5C20.5 11 18.5 11 17 12.5C15.7 11.2 14.3 11 13.1 11.7V18.5' +
      'C13.1 22.2 7.9 22.2 7.9 18.5H10.1C10.1 19.7 10.9 19.7 10.9 18.5V11.7C9.7 11 8.3 11.2 7 12.5C5.5 11 3.5 11 2 12.5Z',
  },
  rage: {
    motif: 'flame',
    d:
      'M12 1.5C13 5.5 17 7.5 17.3 12C18.2 10 17.6 8.2 16.8 6.8C19.8 8.8 21.2 12.5 20.3 16C19.3 19.8 16 22.5 12 22.5S4.6 19.8 4 15.7' +
      'C3.5 12.2 5.4 9.6 7 8.4C7 10.4 7.6 11.8 8.8 12.8C7.9 8 9.8 4.2 12 1.5Z' +
      'M12 12.8C13 14.8 15 15.9 14.8 18.2C14.6 20 13.4 20.9 12 20.9S9.3 20 9.2 18.4C9 16.4 11 15.4 12 12.8Z',
  },
  regeneration: {
    motif: 'heart with a cross',
    d:
      'M12 21.5C12 21.5 2 14.8 2 8.6C2 5.4 4.4 3.2 7.1 3.2C9.3 3.2 11 4.5 12 6.1C13 4.5 14.7 3.2 16.9 3.2C19.6 3.2 22 5.4 22 8.6C22 14.8 12 21.5 12 21.5Z' +
      'M10.6 7.3H13.4V10H16.1V12.8H13.4V15.5H10.6V12.8H7.9V10H10.6Z',
  },
  sharpening: {
    motif: 'sword with a spark',
    d:
      'M10.5 1.5L13.3 4.3V14.5H7.7V4.3ZM4 14.5H17V17H4ZM9.3 17H11.7V19.6H9.3Z' +
      circle(10.5, 21, 1.6) +
      'M18.5 4L19.6 6.6L22.2 7.7L19.6 8.8L18.5 11.4L17.4 8.8L14.8 7.7L17.4 6.6Z',
  },
  splash: {
    motif: 'splash of droplets',
    d:
      circle(12, 14.5, 4.6) +
      circle(4.5, 7.5, 2) +
      circle(19.5, 7.5, 2) +
      circle(12, 4, 2.2) +
      circle(3.5, 17.5, 1.6) +
      circle(20.5, 17.5, 1.6),
  },
  sprint: {
    motif: 'double chevron',
    d: 'M2 5H6.8L13.5 12L6.8 19H2L8.7 12ZM10.5 5H15.3L22 12L15.3 19H10.5L17.2 12Z',
  },
  symbiote: {
    motif: 'two overlapping circles',
    d: circle(8.3, 12, 6.3) + circle(15.7, 12, 6.3),
  },
  vanish: {
    motif: 'ghost',
    d:
      'M4.5 21.5V10A7.5 7.5 0 0 1 19.5 10V21.5L17 19L14.5 21.5L12 19L9.5 21.5L7 19Z' +
      circle(9.3, 10.5, 1.7) +
      circle(14.7, 10.5, 1.7),
  },
  vulnerability: {
    motif: 'target',
    d:
      circle(12, 12, 9) +
      circle(12, 12, 6.3) +
      circle(12, 12, 2.6) +
      [0, 1, 2, 3]
        .map(
          (q) =>
            rotatedPolygon(
              [
                [10.9, 0.5],
                [13.1, 0.5],
                [13.1, 3],
                [10.9, 3],
              ],
              q,
            ) +
            rotatedPolygon(
              [
                [11, 5.7],
                [13, 5.7],
                [13, 8],
                [11, 8],
              ],
              q,
            ),
        )
        .join(''),
  },
};

/** The Aura marker: four arrows radiating out of the icon (the icon sits inside at AURA_ICON_SCALE). */
export const AURA_MARKER: IconData = {
  motif: 'four outward arrows',
  d: [0, 1, 2, 3]
    .map((q) =>
      rotatedPolygon(
        [
          [12, 0],
          [15.6, 3.6],
          [13.2, 3.6],
          [13.2, 5],
          [10.8, 5],
          [10.8, 3.6],
          [8.4, 3.6],
        ],
        q,
      ),
    )
    .join(''),
};
export const AURA_ICON_SCALE = 0.6;
