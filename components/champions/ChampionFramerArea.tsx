'use client';

import { useEffect, useRef } from 'react';
import { clampFraming, panBy, pinchZoom, wheelZoomFactor, zoomBy, type PictureFraming } from '@/lib/champions/framing';
import { FACE_BOXES, placePicture } from '@/lib/print/face/layout';
import { CARD_HEIGHT_MM, CARD_WIDTH_MM } from '@/lib/print/face/types';

interface Props {
  picture: { width: number; height: number };
  framing: PictureFraming;
  onChange: (framing: PictureFraming) => void;
  label: string;
  describedBy: string;
}

type Point = { x: number; y: number };

const art = FACE_BOXES.art;
const pct = (v: number, of: number) => `${(v / of) * 100}%`;
const ZOOM_STEP = 0.1;
const distance = ([a, b]: Point[]) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * A button-shaped handle over the preview's art window: drag (one finger or the mouse), pinch,
 * the wheel, arrow keys and +/− frame the picture.
 */
export function ChampionFramerArea({ picture, framing, onChange, label, describedBy }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  // Several events can arrive before the next render: each builds on the latest framing, not the rendered one.
  const latest = useRef({ framing, onChange });
  useEffect(() => {
    latest.current = { framing, onChange };
  }, [framing, onChange]);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; start: PictureFraming } | null>(null);

  const apply = (next: PictureFraming) => {
    latest.current.framing = next;
    latest.current.onChange(next);
  };
  const travel = () => {
    const placed = placePicture({ ...picture, ...latest.current.framing, mime: 'image/png' }, art);
    return { x: placed.width - art.width, y: placed.height - art.height };
  };

  // React listens to the wheel passively, so it cannot keep the page from scrolling: a native listener can.
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const next = zoomBy(latest.current.framing, wheelZoomFactor(event.deltaY, event.deltaMode));
      latest.current.framing = next;
      latest.current.onChange(next);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  function onPointerDown(event: React.PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    // A second finger turns the drag into a pinch, from the framing as it is now.
    if (pointers.current.size === 2)
      pinch.current = { distance: distance([...pointers.current.values()]), start: latest.current.framing };
  }

  function onPointerMove(event: React.PointerEvent<HTMLButtonElement>) {
    const last = pointers.current.get(event.pointerId);
    const face = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!last || !face) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (pinch.current && pointers.current.size >= 2) {
      apply(
        pinchZoom(pinch.current.start, pinch.current.distance, distance([...pointers.current.values()].slice(0, 2))),
      );
    } else if (!pinch.current) {
      const mmPerPx = CARD_WIDTH_MM / face.width;
      apply(panBy(latest.current.framing, (now.x - last.x) * mmPerPx, (now.y - last.y) * mmPerPx, travel()));
    }
  }

  function onPointerEnd(event: React.PointerEvent<HTMLButtonElement>) {
    pointers.current.delete(event.pointerId);
    // Lifting every finger ends the pinch; until then the one left does not pan, so the picture does not jump.
    if (pointers.current.size === 0) pinch.current = null;
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const current = latest.current.framing;
    if (moves[event.key]) apply(panBy(current, ...moves[event.key], travel()));
    else if (event.key === '+' || event.key === '=')
      apply(clampFraming({ ...current, zoom: current.zoom + ZOOM_STEP }));
    else if (event.key === '-' || event.key === '_')
      apply(clampFraming({ ...current, zoom: current.zoom - ZOOM_STEP }));
    else return;
    event.preventDefault();
  }

  return (
    <button
      ref={button}
      type="button"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="framer"
      className="absolute cursor-move touch-none rounded border-0 bg-transparent p-0 focus-visible:outline-4"
      style={{
        left: pct(art.x, CARD_WIDTH_MM),
        top: pct(art.y, CARD_HEIGHT_MM),
        width: pct(art.width, CARD_WIDTH_MM),
        height: pct(art.height, CARD_HEIGHT_MM),
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    />
  );
}
