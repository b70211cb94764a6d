import { circlePath, polygonPath } from '../geometry/path';

/** A star or burst polygon around (cx, cy), first spike pointing up. */
export function starPath(cx: number, cy: number, spikes: number, outer: number, inner: number): string {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / spikes - Math.PI / 2;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygonPath(points);
}

/** Rotates a polygon (quarter turns) around the centre of the 24-unit icon grid. */
export function rotatedPolygon(points: Array<[number, number]>, quarterTurns: number): string {
  const rotate = ([x, y]: [number, number]): [number, number] => {
    let px = x - 12,
      py = y - 12;
    for (let i = 0; i < quarterTurns; i++) [px, py] = [-py, px];
    return [px + 12, py + 12];
  };
  return polygonPath(points.map(rotate));
}

export const circle = circlePath;

/** One wave band whose crest sits at `top`. */
export function wavePath(top: number): string {
  const y = (dy: number) => top + dy;
  return (
    `M2 ${y(3)}C5 ${y(0)} 7 ${y(0)} 9.5 ${y(2.5)}C12 ${y(5)} 14 ${y(5)} 16.5 ${y(2.5)}C19 ${y(0)} 21 ${y(0)} 22 ${y(1)}` +
    `V${y(5)}C20 ${y(4)} 19 ${y(4.5)} 17 ${y(6.5)}C14 ${y(9.5)} 11.5 ${y(9.5)} 9 ${y(7)}C7 ${y(5)} 5 ${y(5)} 2 ${y(7)}Z`
  );
}
