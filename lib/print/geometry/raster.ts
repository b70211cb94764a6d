import { parsePath, type PathSegment } from './path';

/** Flattens segments into closed polygons (cubics sampled in `steps` chords). */
export function flattenPath(segments: PathSegment[], steps = 12): Array<Array<[number, number]>> {
  const polys: Array<Array<[number, number]>> = [];
  let current: Array<[number, number]> = [];
  let x = 0,
    y = 0;
  for (const s of segments) {
    if (s.op === 'M') {
      if (current.length > 1) polys.push(current);
      current = [[s.x, s.y]];
    } else if (s.op === 'L') current.push([s.x, s.y]);
    else if (s.op === 'C') {
      for (let i = 1; i <= steps; i++) {
        const t = i / steps,
          u = 1 - t;
        current.push([
          u * u * u * x + 3 * u * u * t * s.x1 + 3 * u * t * t * s.x2 + t * t * t * s.x,
          u * u * u * y + 3 * u * u * t * s.y1 + 3 * u * t * t * s.y2 + t * t * t * s.y,
        ]);
      }
    }
    if (s.op !== 'Z') {
      x = s.x;
      y = s.y;
    } else if (current.length) [x, y] = current[0];
  }
  if (current.length > 1) polys.push(current);
  return polys;
}

/**
 * Samples path data on a size × size grid of pixel centres over a `grid`-unit square, with
 * the even-odd rule: a cheap stand-in for how an icon reads at a small size.
 */
export function rasterizePath(d: string, size: number, grid = 24): boolean[] {
  const polys = flattenPath(parsePath(d));
  const out: boolean[] = [];
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = ((px + 0.5) * grid) / size,
        y = ((py + 0.5) * grid) / size;
      let inside = false;
      for (const poly of polys) {
        for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
          const [xi, yi] = poly[i],
            [xj, yj] = poly[j];
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
      }
      out.push(inside);
    }
  }
  return out;
}
