'use client';

import { useLayoutEffect, useRef } from 'react';
import type { BeatMarks, Mark } from '@/lib/table/board/beatStage';
import fx from './TableFx.module.css';

const SVG = 'http://www.w3.org/2000/svg';

const selectorOf = (m: Mark) =>
  'stronghold' in m
    ? `[data-stronghold-target="${m.stronghold}"]`
    : `li[data-seat="${m.player}"][data-line="${m.line}"][data-index="${m.index}"]`;

/**
 * Arrows from the attacker of the beat on show to each of its targets. They join elements
 * where the browser laid them out, so they are drawn into the SVG once the board is on screen.
 */
export function TableBeatArrows({
  marks,
  root,
}: {
  marks: BeatMarks | null;
  root: React.RefObject<HTMLElement | null>;
}) {
  const svg = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    const g = svg.current;
    const el = root.current;
    if (!g || !el) return;
    g.replaceChildren();
    const from = marks?.kind === 'attack' && marks.actor ? el.querySelector(selectorOf(marks.actor)) : null;
    if (!from || !marks) return;
    const box = el.getBoundingClientRect();
    const centre = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2 - box.left, y: r.top + r.height / 2 - box.top };
    };
    const a = centre(from);
    for (const m of marks.targets) {
      const to = el.querySelector(selectorOf(m));
      if (!to) continue;
      const b = centre(to);
      const line = document.createElementNS(SVG, 'line');
      for (const [k, v] of Object.entries({ x1: a.x, y1: a.y, x2: b.x, y2: b.y })) line.setAttribute(k, String(v));
      line.setAttribute('class', fx.arrow);
      line.setAttribute('data-arrow', 'true');
      g.append(line);
    }
  }, [marks, root]);
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 z-20 h-full w-full overflow-visible"
      data-testid="attack-arrows"
    >
      <defs>
        <marker
          id="table-arrow-head"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="4"
          markerHeight="4"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" fill="#fcd34d" />
        </marker>
      </defs>
      <g
        ref={svg}
        stroke="#fcd34d"
        strokeWidth="4"
        strokeLinecap="round"
        markerEnd="url(#table-arrow-head)"
        opacity="0.9"
      />
    </svg>
  );
}
