import { z } from 'zod';
import { bilingual } from './messages';
import type { FieldError } from './types';

/** How the picture sits in the art frame: the card face's zoom and pan (see placePicture). */
export interface PictureFraming {
  zoom: number;
  offsetX: number;
  offsetY: number;
}

/** Beyond 3×, the kept picture (2× the frame at 300 DPI) would print soft. */
export const ZOOM_RANGE = { min: 1, max: 3 } as const;
export const DEFAULT_FRAMING: PictureFraming = { zoom: 1, offsetX: 0, offsetY: 0 };

const round = (v: number) => Math.round(v * 1000) / 1000;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Brings any numbers into range (the editor's drag and keys can overshoot). */
export function clampFraming(f: PictureFraming): PictureFraming {
  const safe = (v: number, fallback: number) => (Number.isFinite(v) ? v : fallback);
  return {
    zoom: round(clamp(safe(f.zoom, 1), ZOOM_RANGE.min, ZOOM_RANGE.max)),
    offsetX: round(clamp(safe(f.offsetX, 0), -1, 1)),
    offsetY: round(clamp(safe(f.offsetY, 0), -1, 1)),
  };
}

// Framing as sent or stored: zoom in range and both offsets from -1 to 1, finite numbers all.
const framingSchema = z.object({
  zoom: z.number().min(ZOOM_RANGE.min).max(ZOOM_RANGE.max),
  offsetX: z.number().min(-1).max(1),
  offsetY: z.number().min(-1).max(1),
});

/** Checks framing from an untrusted source: absent means centred at zoom 1. */
export function parseFraming(raw: unknown): { ok: true; framing: PictureFraming } | { ok: false; error: FieldError } {
  if (raw === undefined || raw === null) return { ok: true, framing: DEFAULT_FRAMING };
  const checked = framingSchema.safeParse(raw);
  if (!checked.success) return { ok: false, error: { field: 'framing', ...bilingual('errFraming', ZOOM_RANGE) } };
  const { zoom, offsetX, offsetY } = checked.data;
  return { ok: true, framing: { zoom: round(zoom), offsetX: round(offsetX), offsetY: round(offsetY) } };
}

/**
 * The pan change for a drag of (dx, dy) mm on the face: the picture follows the pointer.
 * `travel` is how far the picture overhangs the frame (its size minus the frame's), per axis.
 */
export function panBy(f: PictureFraming, dxMm: number, dyMm: number, travel: { x: number; y: number }): PictureFraming {
  // placePicture puts the picture at frame + (frame − picture) / 2 × (1 + offset): moving it right lowers the offset.
  const step = (d: number, t: number) => (t > 0 ? (-2 * d) / t : 0);
  return clampFraming({ ...f, offsetX: f.offsetX + step(dxMm, travel.x), offsetY: f.offsetY + step(dyMm, travel.y) });
}

/** The zoom times `factor`, kept in range: wheel and pinch scale the zoom rather than step it. */
export function zoomBy(f: PictureFraming, factor: number): PictureFraming {
  return clampFraming({ ...f, zoom: f.zoom * factor });
}

// Pixels of wheel travel per doubling of the zoom, and the sizes of a wheel "line" and "page".
const WHEEL_PIXELS_PER_DOUBLING = 350;
const WHEEL_UNIT_PIXELS = [1, 16, 400];

/**
 * The zoom factor of one wheel event, in proportion to how far the wheel turned: a trackpad's
 * small steps zoom smoothly, a notched wheel by about a fifth per notch. Turning up zooms in.
 */
export function wheelZoomFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaY * (WHEEL_UNIT_PIXELS[deltaMode] ?? 1);
  return Number.isFinite(pixels) ? 2 ** (-pixels / WHEEL_PIXELS_PER_DOUBLING) : 1;
}

/** The zoom during a two-finger pinch: the one it started from, scaled as the fingers part or close. */
export function pinchZoom(start: PictureFraming, startDistance: number, distance: number): PictureFraming {
  return startDistance > 0 && distance > 0 ? zoomBy(start, distance / startDistance) : start;
}
