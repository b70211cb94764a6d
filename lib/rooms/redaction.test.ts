import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/store';
import type { PlayerId } from '../engine';
import { createReferee, type Referee } from './referee';
import type { RoomSettings } from './model';
import type { SeatPlan } from './protocol';
import { checkSent, leaksIn, playRoom, tempSqliteStore } from './testing';

const person: SeatPlan = { kind: 'person' };
const greedy: SeatPlan = { kind: 'bot', bot: 'greedy' };

type Setup = Omit<RoomSettings, 'seed'>;
const seats = (...plans: [PlayerId, SeatPlan][]) => Object.fromEntries(plans) as Setup['seats'];

/** Every mode online, with people only or with bots, Draft or not. */
const ROOMS: [string, Setup][] = [
  [
    'Duel, preconstructed',
    { mode: 'duel', format: 'preconstructed', champions: false, seats: seats(['A', person], ['B', person]) },
  ],
  [
    'Duel, Draft against a bot',
    { mode: 'duel', format: 'draft', champions: false, seats: seats(['A', person], ['B', greedy]) },
  ],
  [
    'Duel, Constructed',
    { mode: 'duel', format: 'constructed', champions: false, seats: seats(['A', person], ['B', person]) },
  ],
  [
    'Free-For-All, two people and two bots',
    {
      mode: 'ffa',
      format: 'preconstructed',
      champions: false,
      seats: seats(['A', person], ['B', greedy], ['C', person], ['D', greedy]),
    },
  ],
  [
    'Free-For-All, 4-Player Draft',
    {
      mode: 'ffa',
      format: 'draft',
      champions: false,
      seats: seats(['A', person], ['B', person], ['C', person], ['D', person]),
    },
  ],
  [
    'Team Play, 4-Player Draft',
    {
      mode: 'teams',
      format: 'draft',
      champions: false,
      seats: seats(['A', person], ['B', person], ['C', greedy], ['D', person]),
    },
  ],
  [
    'Co-op, preconstructed',
    { mode: 'coop', format: 'preconstructed', champions: false, seats: seats(['A', person], ['C', person]) },
  ],
  [
    'Co-op, Draft with Custom Play',
    {
      mode: 'coop',
      format: 'draft',
      champions: false,
      soloSettings: { level: 2, fixedMana: 8 },
      seats: seats(['A', person], ['C', person]),
    },
  ],
];

const GAMES_PER_ROOM = 8;

describe('each seat is sent only what it may see', () => {
  let store: Store;
  let remove: () => void;
  let seed = 0;
  let referee: Referee;
  beforeAll(async () => {
    ({ store, remove } = await tempSqliteStore('redaction'));
    referee = createReferee(store, { newSeed: () => 1000 + seed++ });
  });
  afterAll(async () => {
    referee.close();
    await store.close();
    remove();
  });

  for (const [name, setup] of ROOMS) {
    it(`${name}: no hidden card, AI deck order or generator in any message, over ${GAMES_PER_ROOM} whole games`, async () => {
      for (let game = 0; game < GAMES_PER_ROOM; game++) {
        const { code, sent } = await playRoom(referee, setup, game + 1);
        const { leaks, checked, states } = await checkSent(store, code, sent);
        expect(leaks).toEqual([]);
        const last = states[states.length - 1];
        expect(last.phase).toBe('over');
        expect(checked).toBeGreaterThan(states.length);
        // The same check catches a server that sends the whole state: each mid-game state leaks.
        const playing = states.filter((s) => s.phase === 'playing');
        const middle = playing[Math.floor(playing.length / 2)];
        expect(leaksIn(JSON.stringify(middle), 'A', middle, new Set()).length).toBeGreaterThan(0);
      }
    }, 240_000);
  }
});
