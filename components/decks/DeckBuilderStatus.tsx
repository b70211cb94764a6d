'use client';

export interface BuilderStatus {
  tone: 'ok' | 'error';
  text: string;
}

/**
 * The builder's last word: "Baron added", or why a card was refused. A polite live region,
 * so screen readers hear it, and visible, so everyone sees it.
 */
export function DeckBuilderStatus({ messages }: { messages: readonly BuilderStatus[] }) {
  return (
    <div role="status" aria-live="polite" data-testid="deck-status"
      className="min-h-[2.75rem] space-y-1 rounded-lg border border-black/10 bg-white px-3 py-2 text-sm">
      {messages.map((m, i) => (
        <p key={i} className={m.tone === 'error' ? 'font-semibold text-ember' : 'text-black/80'}>
          {m.tone === 'error' && <span aria-hidden="true">⚠ </span>}{m.text}
        </p>
      ))}
    </div>
  );
}
