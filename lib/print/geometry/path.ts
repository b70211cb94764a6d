/**
 * SVG path data, reduced to absolute M/L/C/Z so that every renderer (SVG, PDF) and every
 * check (bounds, validity) works from the same few commands.
 */
export type PathSegment =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const ARG_COUNT: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };
const TOKEN = /([MLHVCSQTAZmlhvcsqtaz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([\s,]+)|(.)/g;

export class PathSyntaxError extends Error {}

function tokenize(d: string): Array<string | number> {
  const tokens: Array<string | number> = [];
  for (const m of d.matchAll(TOKEN)) {
    if (m[1]) tokens.push(m[1]);
    else if (m[2]) tokens.push(Number(m[2]));
    else if (m[4]) throw new PathSyntaxError(`Unexpected "${m[4]}" in path data`);
  }
  return tokens;
}

/** Parses path data into absolute M/L/C/Z segments; throws PathSyntaxError on malformed data. */
export function parsePath(d: string): PathSegment[] {
  const tokens = tokenize(d);
  const out: PathSegment[] = [];
  let i = 0;
  let cx = 0,
    cy = 0,
    sx = 0,
    sy = 0;
  let lastC: [number, number] | null = null;
  let lastQ: [number, number] | null = null;
  let cmd = '';
  if (tokens.length && typeof tokens[0] !== 'string') throw new PathSyntaxError('Path data must start with a command');
  while (i < tokens.length) {
    if (typeof tokens[i] === 'string') cmd = tokens[i++] as string;
    else if (cmd === '' || cmd.toUpperCase() === 'Z') throw new PathSyntaxError('Numbers without a command');
    const upper = cmd.toUpperCase();
    const rel = cmd !== upper;
    if (out.length === 0 && upper !== 'M') throw new PathSyntaxError('Path data must start with M');
    const n = ARG_COUNT[upper];
    const args = tokens.slice(i, i + n);
    if (args.length < n || args.some((a) => typeof a !== 'number'))
      throw new PathSyntaxError(`Command ${cmd} needs ${n} numbers`);
    i += n;
    const a = args as number[];
    const ox = rel ? cx : 0,
      oy = rel ? cy : 0;
    let nextC: [number, number] | null = null;
    let nextQ: [number, number] | null = null;
    switch (upper) {
      case 'M':
        cx = a[0] + ox;
        cy = a[1] + oy;
        sx = cx;
        sy = cy;
        out.push({ op: 'M', x: cx, y: cy });
        cmd = rel ? 'l' : 'L';
        break;
      case 'L':
      case 'H':
      case 'V':
      case 'T': {
        if (upper === 'T') {
          const reflected: [number, number] = lastQ === null ? [cx, cy] : [2 * cx - lastQ[0], 2 * cy - lastQ[1]];
          const qx: number = reflected[0],
            qy: number = reflected[1];
          const x = a[0] + ox,
            y = a[1] + oy;
          out.push(quadToCubic(cx, cy, qx, qy, x, y));
          nextQ = [qx, qy];
          cx = x;
          cy = y;
          break;
        }
        const x = upper === 'V' ? cx : a[0] + ox;
        const y = upper === 'H' ? cy : upper === 'V' ? a[0] + oy : a[1] + oy;
        out.push({ op: 'L', x, y });
        cx = x;
        cy = y;
        break;
      }
      case 'C':
      case 'S': {
        const [x1, y1] =
          upper === 'C' ? [a[0] + ox, a[1] + oy] : lastC ? [2 * cx - lastC[0], 2 * cy - lastC[1]] : [cx, cy];
        const k = upper === 'C' ? 2 : 0;
        const x2 = a[k] + ox,
          y2 = a[k + 1] + oy,
          x = a[k + 2] + ox,
          y = a[k + 3] + oy;
        out.push({ op: 'C', x1, y1, x2, y2, x, y });
        nextC = [x2, y2];
        cx = x;
        cy = y;
        break;
      }
      case 'Q': {
        const qx = a[0] + ox,
          qy = a[1] + oy,
          x = a[2] + ox,
          y = a[3] + oy;
        out.push(quadToCubic(cx, cy, qx, qy, x, y));
        nextQ = [qx, qy];
        cx = x;
        cy = y;
        break;
      }
      case 'A': {
        const x = a[5] + ox,
          y = a[6] + oy;
        out.push(...arcToCubics(cx, cy, a[0], a[1], a[2], a[3] !== 0, a[4] !== 0, x, y));
        cx = x;
        cy = y;
        break;
      }
      case 'Z':
        out.push({ op: 'Z' });
        cx = sx;
        cy = sy;
        break;
    }
    lastC = nextC;
    lastQ = nextQ;
  }
  return out;
}

function quadToCubic(x0: number, y0: number, qx: number, qy: number, x: number, y: number): PathSegment {
  return {
    op: 'C',
    x1: x0 + (2 / 3) * (qx - x0),
    y1: y0 + (2 / 3) * (qy - y0),
    x2: x + (2 / 3) * (qx - x),
    y2: y + (2 / 3) * (qy - y),
    x,
    y,
  };
}

// Endpoint-to-centre conversion from the SVG spec (F.6.5), then one cubic per quarter turn at most.
function arcToCubics(
  x0: number,
  y0: number,
  rx: number,
  ry: number,
  angle: number,
  large: boolean,
  sweep: boolean,
  x: number,
  y: number,
): PathSegment[] {
  if (rx === 0 || ry === 0 || (x0 === x && y0 === y)) return [{ op: 'L', x, y }];
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const phi = (angle * Math.PI) / 180,
    cos = Math.cos(phi),
    sin = Math.sin(phi);
  const dx = (x0 - x) / 2,
    dy = (y0 - y) / 2;
  const x1p = cos * dx + sin * dy,
    y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const coef = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (coef * rx * y1p) / ry,
    cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x0 + x) / 2,
    cy = sin * cxp + cos * cyp + (y0 + y) / 2;
  const ang = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const t1 = ang(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = ang((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  const parts = Math.ceil(Math.abs(dt) / (Math.PI / 2) - 1e-9);
  const step = dt / parts,
    k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number) => [
    cx + cos * rx * Math.cos(t) - sin * ry * Math.sin(t),
    cy + sin * rx * Math.cos(t) + cos * ry * Math.sin(t),
  ];
  const deriv = (t: number) => [
    -cos * rx * Math.sin(t) - sin * ry * Math.cos(t),
    -sin * rx * Math.sin(t) + cos * ry * Math.cos(t),
  ];
  const out: PathSegment[] = [];
  for (let p = 0; p < parts; p++) {
    const a = t1 + p * step,
      b = a + step;
    const [ax, ay] = point(a),
      [bx, by] = p === parts - 1 ? [x, y] : point(b);
    const [dax, day] = deriv(a),
      [dbx, dby] = deriv(b);
    out.push({ op: 'C', x1: ax + k * dax, y1: ay + k * day, x2: bx - k * dbx, y2: by - k * dby, x: bx, y: by });
  }
  return out;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bounds of the control polygon: a safe (never too small) box around the drawn shape. */
export function pathBounds(segments: PathSegment[]): Box {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  const add = (x: number, y: number) => {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  };
  for (const s of segments) {
    if (s.op === 'Z') continue;
    if (s.op === 'C') {
      add(s.x1, s.y1);
      add(s.x2, s.y2);
    }
    add(s.x, s.y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

const fmt = (n: number) => String(Math.round(n * 1000) / 1000);

/** Serialises segments, optionally moved and scaled, as compact absolute path data. */
export function formatPath(segments: PathSegment[], dx = 0, dy = 0, scale = 1): string {
  const X = (x: number) => fmt(dx + x * scale),
    Y = (y: number) => fmt(dy + y * scale);
  return segments
    .map((s) =>
      s.op === 'Z'
        ? 'Z'
        : s.op === 'C'
          ? `C${X(s.x1)} ${Y(s.y1)} ${X(s.x2)} ${Y(s.y2)} ${X(s.x)} ${Y(s.y)}`
          : `${s.op}${X(s.x)} ${Y(s.y)}`,
    )
    .join('');
}

/** A rectangle with optional rounded corners (circular arcs), as path data. */
export function roundedRectPath(x: number, y: number, w: number, h: number, r = 0): string {
  const q = Math.max(0, Math.min(r, w / 2, h / 2));
  if (q === 0) return `M${fmt(x)} ${fmt(y)}H${fmt(x + w)}V${fmt(y + h)}H${fmt(x)}Z`;
  return (
    `M${fmt(x + q)} ${fmt(y)}H${fmt(x + w - q)}A${fmt(q)} ${fmt(q)} 0 0 1 ${fmt(x + w)} ${fmt(y + q)}V${fmt(y + h - q)}` +
    `A${fmt(q)} ${fmt(q)} 0 0 1 ${fmt(x + w - q)} ${fmt(y + h)}H${fmt(x + q)}A${fmt(q)} ${fmt(q)} 0 0 1 ${fmt(x)} ${fmt(y + h - q)}` +
    `V${fmt(y + q)}A${fmt(q)} ${fmt(q)} 0 0 1 ${fmt(x + q)} ${fmt(y)}Z`
  );
}

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${fmt(cx - r)} ${fmt(cy)}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(cx + r)} ${fmt(cy)}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(cx - r)} ${fmt(cy)}Z`;
}

/** A closed polygon through the given points. */
export function polygonPath(points: Array<[number, number]>): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join('') + 'Z';
}
