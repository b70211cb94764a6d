import { describe, expect, it } from 'vitest';
import { legalActions, playerOf, type GameState, type PersonState, type PlayerId } from '../engine';
import { HIDDEN_CARD } from '../rooms/protocol';
import { viewOf } from '../table/board/boardView';
import { checkSelection } from '../table/board/checkSelection';
import { handPlayability } from '../table/board/handPlayability';
import { placementChoices } from '../table/board/placementChoices';
import { standInState } from './standInState';
import { duelGame, play, seatView } from './testing';

describe('the stand-in state of a seat view', () => {
  it('gives the same playability, placements and board as the real game for the seat to play', () => {
    let s = duelGame().state;
    // A few moves in, so both sides have Creatures on the lines.
    for (let i = 0; i < 6; i++)
      s = play(s, legalActions(s).find((a) => a.type === 'play') ?? { type: 'end-turn' }).state;
    const seen = seatView(s, s.active);
    const stand = standInState(seen);
    expect(handPlayability(stand, s.active)).toEqual(handPlayability(s, s.active));
    expect(viewOf(stand)).toEqual(seen.board);
    const card = viewOf(s).seats[s.active]!.hand.find((c) => !c.startsWith('#'))!;
    expect(placementChoices(stand, { kind: 'card', card })).toEqual(placementChoices(s, { kind: 'card', card }));
    expect(checkSelection(stand, { kind: 'card', card }, s.active)).toEqual(
      checkSelection(s, { kind: 'card', card }, s.active),
    );
  });

  it('holds no card of the hidden hand: only placeholders of its size', () => {
    const s = duelGame().state;
    const other = s.active === 'A' ? 'B' : 'A';
    const stand = standInState(seatView(s, s.active));
    const handOf = (g: GameState, id: PlayerId) => (playerOf(g, id) as PersonState).hand;
    const hidden = handOf(s, other)
      .filter((id) => id >= 0)
      .map((id) => s.cards[id].slug);
    const mine = new Set(
      handOf(s, s.active)
        .filter((id) => id >= 0)
        .map((id) => s.cards[id].slug),
    );
    const known = new Set(stand.cards.map((c) => c.slug));
    for (const slug of hidden.filter((x) => !mine.has(x))) expect(known.has(slug)).toBe(false);
    expect(handOf(stand, other)).toHaveLength(handOf(s, other).length);
    expect(viewOf(stand).seats[other]!.hand.filter((c) => c === HIDDEN_CARD)).toHaveLength(hidden.length);
  });
});
