import type { Card } from '../../cards/types';
import type { Locale } from '../../i18n/locales';

/** A font face used on cards: family and weight. */
export type FontKey = 'display-700' | 'body-600' | 'body-700';

export interface FacePicture {
  /** A data: URL (PNG or JPEG) or the raw bytes. */
  dataUrl?: string;
  bytes?: Uint8Array;
  mime: 'image/png' | 'image/jpeg';
  /** Size in pixels. */
  width: number;
  height: number;
  /** 1 = the picture covers the art window; larger zooms in. */
  zoom: number;
  /** Pan, as a fraction of the free travel: -1 (left/top edge) … 1 (right/bottom edge). */
  offsetX: number;
  offsetY: number;
}

/** What the card face needs: a card plus print details. */
export interface FaceCard extends Card {
  set?: string;
  number?: number;
  picture?: FacePicture;
  champion?: boolean;
  verified?: boolean;
}

export interface Paint {
  fill?: string;
  fillOpacity?: number;
  stroke?: string;
  strokeWidth?: number;
  strokeOpacity?: number;
  fillRule?: 'nonzero' | 'evenodd';
}

/** Drawing primitives in millimetres, y pointing down, origin at the card's top-left trim corner. */
export type FacePrimitive =
  | ({ kind: 'path'; d: string } & Paint)
  | ({ kind: 'rect'; x: number; y: number; width: number; height: number; radius?: number } & Paint)
  | {
      kind: 'text';
      text: string;
      /** Anchor point on the baseline. */
      x: number;
      y: number;
      font: FontKey;
      size: number;
      anchor: 'start' | 'middle' | 'end';
      fill: string;
      fillOpacity?: number;
      /** Measured advance at `size`, before `scaleX`. */
      width: number;
      /** Horizontal squeeze (≤ 1) when even the smallest size is too wide. */
      scaleX: number;
    }
  | {
      kind: 'image';
      picture: FacePicture;
      /** Where the whole picture lands; the group's clip crops it to the art window. */
      x: number;
      y: number;
      width: number;
      height: number;
    }
  | {
      kind: 'group';
      children: FacePrimitive[];
      /** Clip path data, in the group's own coordinates. */
      clip?: string;
      /** Moves then scales the children (icons drawn on their 24-unit grid). */
      transform?: { x: number; y: number; scale: number };
      /** Accessible name of what the group draws (an ability icon). */
      title?: string;
      /** Stable identifier for tests and styling. */
      id?: string;
    };

export interface FaceOptions {
  locale: Locale;
  /** Extra artwork around the trim (print bleed), in mm. */
  bleedMm?: number;
  /** Rounded corners for the screen; square for print, where a cutter makes the edge. */
  corners?: 'round' | 'square';
}

export const CARD_WIDTH_MM = 56;
export const CARD_HEIGHT_MM = 87;
