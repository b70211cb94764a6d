'use client';
import type { BuilderStatus } from './deckBuilderReducer';

export type { BuilderStatus };

/**
 * The builder's last word: "Baron added", or why a card was refused. A polite live region,
 * so screen readers hear it, and visible, so everyone sees it.
 */
export function DeckBuilderStatus({ messages }: { messages: readonly BuilderStatus[] }) {
  // On a phone the deck zone is far below the pool: the status stays pinned to the screen's foot.
  return (
    <div role="status" aria-live="polite" data-testid="deck-status"
      className={`fixed inset-x-2 bottom-2 z-20 space-y-1 rounded-lg px-3 py-2 text-sm lg:static lg:min-h-[2.75rem] lg:border lg:border-black/10 lg:bg-white lg:shadow-none ${
        messages.length ? 'border border-black/10 bg-white shadow-lg' : 'pointer-events-none'}`}>
      {messages.map((m, i) => (
        <p key={i} className={m.tone === 'error' ? 'border-l-4 border-ember pl-2 font-semibold text-ember' : 'border-l-4 border-tide pl-2 text-black/80'}>
          {m.text}
        </p>
      ))}
    </div>
  );
}
