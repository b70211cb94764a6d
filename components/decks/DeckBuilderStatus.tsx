'use client';
import { useRef } from 'react';
import type { BuilderStatus } from './deckBuilderReducer';
import { useStatusSide } from './useStatusSide';

export type { BuilderStatus };

/**
 * The builder's last word: "Baron added", or why a card was refused. A polite live region,
 * so screen readers hear it, and visible, so everyone sees it; with nothing to say it takes
 * no room and draws no box.
 */
export function DeckBuilderStatus({ messages }: { messages: readonly BuilderStatus[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const said = messages.length > 0;
  // On a phone the deck zone is far below the pool: the status stays pinned to the screen.
  const side = useStatusSide(ref, said);
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      data-testid="deck-status"
      data-side={side}
      className={`fixed inset-x-2 z-20 space-y-1 rounded-lg px-3 text-sm lg:static lg:shadow-none ${side === 'top' ? 'top-2' : 'bottom-2'} ${
        said ? 'border border-black/10 bg-white py-2 shadow-lg' : 'pointer-events-none'
      }`}
    >
      {messages.map((m, i) => (
        <p
          key={i}
          className={
            m.tone === 'error'
              ? 'border-l-4 border-ember pl-2 font-semibold text-ember'
              : 'border-l-4 border-tide pl-2 text-black/80'
          }
        >
          {m.text}
        </p>
      ))}
    </div>
  );
}
