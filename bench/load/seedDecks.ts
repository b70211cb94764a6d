// Fills a SQLite file with many random valid decks for bench/load.ts, once: a file that
// already holds them is reused (seeding 100,000 decks takes a minute or two).
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CARDS, PRECONSTRUCTED } from '../../lib/cards';
import { CARD_TYPES } from '../../lib/cards/types';
import { openStore } from '../../lib/db/store';

/** Words put in deck names, and asked for by the load bench's searches. */
export const WORDS = [
  'rage',
  'tempo',
  'control',
  'aggro',
  'ogres',
  'storm',
  'shadow',
  'ember',
  'tide',
  'golem',
  'swarm',
  'royal',
  'night',
  'feu',
  'glace',
  'ombre',
];
const AUTHORS = ['Ana', 'Zoé', 'Maud', 'Léo', 'Sam', 'Noor', 'Ike', 'Pia'];

/** A small seeded generator (mulberry32): the same decks on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedDecks(path: string, count: number): Promise<void> {
  const reused = existsSync(path);
  mkdirSync(dirname(path), { recursive: true });
  const store = await openStore({ driver: 'sqlite', path });
  try {
    const have = (await store.decks.list({ sort: 'newest', limit: 1, offset: 0 })).total;
    if (reused && have > 0) return;
    const pool = CARDS.filter((c) => (CARD_TYPES as readonly string[]).includes(c.type)).map((c) => c.slug);
    const random = generator(14);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const started = Date.now();
    for (let done = 0; done < count;) {
      await store.transaction(async (tx) => {
        for (const end = Math.min(count, done + 2000); done < end; done++) {
          // One deck in twenty is a preconstructed one saved again, as players do.
          const cards =
            random() < 0.05
              ? [...pick(PRECONSTRUCTED).cards]
              : [...new Set(Array.from({ length: 24 }, () => pick(pool)))].slice(0, 8);
          await tx.decks.create({
            name: `${pick(WORDS)} ${pick(WORDS)} ${done}`,
            description: random() < 0.3 ? `${pick(WORDS)} deck` : '',
            author: pick(AUTHORS),
            cards,
            championId: null,
          });
        }
      });
      process.stdout.write(`\r  seeding ${done}/${count} decks (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    process.stdout.write('\n');
  } finally {
    await store.close();
  }
}
