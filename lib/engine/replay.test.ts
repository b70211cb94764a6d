import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { replay } from './replay';
import { createGame, type CreateGameOptions } from './setup';
import type { Action } from './types';

const source = 'Determinism: seed + actions reproduce a game (issue: replays can be stored)';

describe(`replay (${source})`, () => {
  const options: CreateGameOptions = { mode: 'solo', format: 'preconstructed', decks: { A: 'deck-3' }, seed: 77 };

  it('rebuilds the same final state and events from the setup and the actions', () => {
    const created = createGame(options);
    if (!created.ok) throw new Error();
    let s = created.state;
    const actions: Action[] = [];
    const events = [...created.events];
    for (let i = 0; i < 30 && !s.winner; i++) {
      const legal = legalActions(s);
      const a = legal[(i * 7) % legal.length];
      const r = apply(s, a);
      if (!r.ok) throw new Error();
      actions.push(a);
      events.push(...r.events);
      s = r.state;
    }
    const again = replay(options, actions);
    expect(again.ok && JSON.stringify(again.state)).toBe(JSON.stringify(s));
    expect(again.ok && again.events).toEqual(events);
  });

  it('reports the first refused action', () => {
    const r = replay(options, [{ type: 'end-turn' }, { type: 'play', card: 'no-such-card', line: 'top' }]);
    expect(!r.ok && r.at).toBe(1);
    expect(!r.ok && r.error.code).toBe('not-playable');
  });
});
