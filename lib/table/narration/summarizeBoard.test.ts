import { describe, expect, it } from 'vitest';
import { apply, createGame } from '../../engine';
import { viewOf } from '../board/boardView';
import { summarizeBoard } from './summarizeBoard';

describe('summarizeBoard', () => {
  it('names every line, hand and pile, and changes when the position does', () => {
    const r = createGame({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 2 });
    if (!r.ok) throw new Error();
    const text = summarizeBoard(viewOf(r.state));
    expect(text).toMatch(
      /^turn 1 \| active A \| winner - \| bottom\.A \[\] \| bottom\.B \[\] \| top\.A \[\] \| top\.B \[\] \| A bastion hand \[#stronghold,[a-z-,]+\] champion - \| B bastion deck 24 discard 0$/,
    );
    const next = apply(r.state, { type: 'end-turn' });
    if (!next.ok) throw new Error();
    expect(summarizeBoard(viewOf(next.state))).not.toBe(text);
  });
});
