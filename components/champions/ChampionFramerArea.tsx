'use client';

import { useRef } from 'react';
import { clampFraming, panBy, type PictureFraming } from '@/lib/champions/framing';
import { FACE_BOXES, placePicture } from '@/lib/print/face/layout';
import { CARD_HEIGHT_MM, CARD_WIDTH_MM } from '@/lib/print/face/types';

interface Props {
  picture: { width: number; height: number };
  framing: PictureFraming;
  onChange: (framing: PictureFraming) => void;
  label: string;
  describedBy: string;
}

const art = FACE_BOXES.art;
const pct = (v: number, of: number) => `${(v / of) * 100}%`;
const ZOOM_STEP = 0.1;

/** A button-shaped handle over the preview's art window: drag, arrow keys and +/− frame the picture. */
export function ChampionFramerArea({ picture, framing, onChange, label, describedBy }: Props) {
  const drag = useRef<{ x: number; y: number; mmPerPx: number } | null>(null);
  const travel = () => {
    const placed = placePicture({ ...picture, ...framing, mime: 'image/png' }, art);
    return { x: placed.width - art.width, y: placed.height - art.height };
  };

  function onPointerDown(event: React.PointerEvent<HTMLButtonElement>) {
    const face = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!face) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, mmPerPx: CARD_WIDTH_MM / face.width };
  }

  function onPointerMove(event: React.PointerEvent<HTMLButtonElement>) {
    const start = drag.current;
    if (!start) return;
    const dx = (event.clientX - start.x) * start.mmPerPx, dy = (event.clientY - start.y) * start.mmPerPx;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    onChange(panBy(framing, dx, dy, travel()));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    if (moves[event.key]) onChange(panBy(framing, ...moves[event.key], travel()));
    else if (event.key === '+' || event.key === '=') onChange(clampFraming({ ...framing, zoom: framing.zoom + ZOOM_STEP }));
    else if (event.key === '-' || event.key === '_') onChange(clampFraming({ ...framing, zoom: framing.zoom - ZOOM_STEP }));
    else return;
    event.preventDefault();
  }

  function onWheel(event: React.WheelEvent<HTMLButtonElement>) {
    onChange(clampFraming({ ...framing, zoom: framing.zoom - Math.sign(event.deltaY) * ZOOM_STEP }));
  }

  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="framer"
      className="absolute cursor-move touch-none rounded border-0 bg-transparent p-0 focus-visible:outline-4"
      style={{ left: pct(art.x, CARD_WIDTH_MM), top: pct(art.y, CARD_HEIGHT_MM), width: pct(art.width, CARD_WIDTH_MM), height: pct(art.height, CARD_HEIGHT_MM) }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
      onWheel={onWheel}
    />
  );
}
