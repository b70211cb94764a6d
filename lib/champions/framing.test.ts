import { describe, expect, it } from 'vitest';
import { placePicture, FACE_BOXES } from '../print/face/layout';
import { clampFraming, DEFAULT_FRAMING, panBy, parseFraming, pinchZoom, wheelZoomFactor, zoomBy } from './framing';

describe('parseFraming', () => {
  it('defaults to centred at zoom 1 and keeps valid values (rounded to 0.001)', () => {
    expect(parseFraming(undefined)).toEqual({ ok: true, framing: DEFAULT_FRAMING });
    expect(parseFraming({ zoom: 1.23456, offsetX: -0.5, offsetY: 1 })).toEqual({
      ok: true,
      framing: { zoom: 1.235, offsetX: -0.5, offsetY: 1 },
    });
  });

  it('refuses out-of-range, missing or non-numeric values with a framing message', () => {
    for (const bad of [
      { zoom: 0.5, offsetX: 0, offsetY: 0 },
      { zoom: 4, offsetX: 0, offsetY: 0 },
      { zoom: 1, offsetX: 2, offsetY: 0 },
      { zoom: 1, offsetX: 0 },
      { zoom: '1', offsetX: 0, offsetY: 0 },
      [1, 0, 0],
      'x',
    ]) {
      const result = parseFraming(bad);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.error).toMatchObject({ field: 'framing', message: expect.stringContaining('zoom') });
    }
  });
});

describe('clampFraming and panBy', () => {
  it('clamps into range and replaces non-finite numbers', () => {
    expect(clampFraming({ zoom: 9, offsetX: -3, offsetY: Number.NaN })).toEqual({ zoom: 3, offsetX: -1, offsetY: 0 });
  });

  it('moves the picture with the pointer, as placePicture draws it', () => {
    const picture = {
      mime: 'image/png' as const,
      width: 1000,
      height: 1000,
      dataUrl: 'data:,',
      ...DEFAULT_FRAMING,
      zoom: 2,
    };
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

describe('wheel and pinch zoom', () => {
  it('zooms in as the wheel turns up and out as it turns down, in proportion to the turn', () => {
    const notch = wheelZoomFactor(-100, 0);
    expect(notch).toBeGreaterThan(1.15);
    expect(notch).toBeLessThan(1.3);
    expect(wheelZoomFactor(100, 0)).toBeCloseTo(1 / notch, 10);
    // Small trackpad steps add up to the same zoom as one notch.
    expect(wheelZoomFactor(-10, 0) ** 10).toBeCloseTo(notch, 10);
    // Lines and pages are converted to pixels.
    expect(wheelZoomFactor(-3, 1)).toBeCloseTo(wheelZoomFactor(-48, 0), 10);
    expect(wheelZoomFactor(Number.NaN, 0)).toBe(1);
  });

  it('keeps zooming notch after notch up to the limit, and back down', () => {
    let framing = DEFAULT_FRAMING;
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) seen.push((framing = zoomBy(framing, wheelZoomFactor(-100, 0))).zoom);
    expect(seen.slice(0, 5)).toEqual([...seen.slice(0, 5)].sort((a, b) => a - b));
    expect(new Set(seen.slice(0, 5)).size).toBe(5);
    expect(framing.zoom).toBe(3);
    for (let i = 0; i < 10; i++) framing = zoomBy(framing, wheelZoomFactor(100, 0));
    expect(framing.zoom).toBe(1);
  });

  it('scales the starting zoom by how far the fingers moved apart, keeping the pan', () => {
    const start = { zoom: 1.2, offsetX: 0.5, offsetY: -0.25 };
    expect(pinchZoom(start, 100, 150)).toEqual({ zoom: 1.8, offsetX: 0.5, offsetY: -0.25 });
    expect(pinchZoom(start, 100, 50).zoom).toBe(1);
    expect(pinchZoom(start, 0, 50)).toBe(start);
  });
});
