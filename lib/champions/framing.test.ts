import { describe, expect, it } from 'vitest';
import { placePicture, FACE_BOXES } from '../print/face/layout';
import { clampFraming, DEFAULT_FRAMING, panBy, parseFraming } from './framing';

describe('parseFraming', () => {
  it('defaults to centred at zoom 1 and keeps valid values (rounded to 0.001)', () => {
    expect(parseFraming(undefined)).toEqual({ ok: true, framing: DEFAULT_FRAMING });
    expect(parseFraming({ zoom: 1.23456, offsetX: -0.5, offsetY: 1 })).toEqual({ ok: true, framing: { zoom: 1.235, offsetX: -0.5, offsetY: 1 } });
  });

  it('refuses out-of-range, missing or non-numeric values with a framing message', () => {
    for (const bad of [{ zoom: 0.5, offsetX: 0, offsetY: 0 }, { zoom: 4, offsetX: 0, offsetY: 0 }, { zoom: 1, offsetX: 2, offsetY: 0 }, { zoom: 1, offsetX: 0 }, { zoom: '1', offsetX: 0, offsetY: 0 }, [1, 0, 0], 'x']) {
      const result = parseFraming(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ field: 'framing', message: expect.stringContaining('zoom') });
    }
  });
});

describe('clampFraming and panBy', () => {
  it('clamps into range and replaces non-finite numbers', () => {
    expect(clampFraming({ zoom: 9, offsetX: -3, offsetY: Number.NaN })).toEqual({ zoom: 3, offsetX: -1, offsetY: 0 });
  });

  it('moves the picture with the pointer, as placePicture draws it', () => {
    const picture = { mime: 'image/png' as const, width: 1000, height: 1000, dataUrl: 'data:,', ...DEFAULT_FRAMING, zoom: 2 };
    const art = FACE_BOXES.art;
    const before = placePicture(picture, art);
    const travel = { x: before.width - art.width, y: before.height - art.height };
    const moved = panBy(picture, 3, -2, travel);
    const after = placePicture({ ...picture, ...moved }, art);
    expect(after.x - before.x).toBeCloseTo(3, 1);
    expect(after.y - before.y).toBeCloseTo(-2, 1);
  });

  it('does not pan along an axis where the picture does not overhang', () => {
    expect(panBy(DEFAULT_FRAMING, 5, 5, { x: 0, y: 10 })).toEqual({ zoom: 1, offsetX: 0, offsetY: -1 });
  });
});
