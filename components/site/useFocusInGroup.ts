'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard focus inside a group of buttons when the button that had it becomes
 * disabled (Next on the last move, First on the first) or goes away: the focus moves to the
 * nearest button still enabled instead of falling to the page's body.
 */
export function useFocusInGroup(group: React.RefObject<HTMLElement | null>) {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const g = group.current;
    if (!g) return;
    const onIn = (e: FocusEvent) => {
      last.current = e.target as HTMLElement;
    };
    // Leaving for another element forgets the group; losing the focus to nothing (a disabled button) does not.
    const onOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !g.contains(e.relatedTarget)) last.current = null;
    };
    g.addEventListener('focusin', onIn);
    g.addEventListener('focusout', onOut);
    return () => {
      g.removeEventListener('focusin', onIn);
      g.removeEventListener('focusout', onOut);
    };
  }, [group]);
  useEffect(() => {
    const g = group.current;
    const was = last.current as HTMLButtonElement | null;
    if (!g || !was || (was.isConnected && !was.disabled)) return;
    // Right after the render the browser may still have the focus on the button just disabled:
    // it only drops it to the body at its next rendering step, after this effect, and no render
    // of ours would follow to catch it (the race that failed on a busy machine).
    const active = document.activeElement;
    if (active && active !== document.body && active !== was) return;
    const buttons = [...g.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(was);
    const enabled = buttons.filter((b) => !b.disabled);
    const nearest =
      at < 0
        ? enabled[0]
        : enabled.sort((a, b) => Math.abs(buttons.indexOf(a) - at) - Math.abs(buttons.indexOf(b) - at))[0];
    nearest?.focus();
  });
}
