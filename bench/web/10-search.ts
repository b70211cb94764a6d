// Search speed over all official cards (budget: < 2 ms per query). Prints; never fails.
import { performance } from 'node:perf_hooks';
import { CARDS } from '../../lib/cards';
import { searchCards } from '../../lib/cards/search';

const QUERIES = [
  '',
  'demon',
  't:creature',
  'ab:rage m<=3',
  'set:felonie t:crea order:name',
  '"garde royal"',
  't:creature (ab:aerial or ab:aquatic) -set:initiation',
  'aura:sprint or is:vanilla',
  'a:x or a>=6 order:atk dir:desc',
  'm>=2 m<=4 h>=3 -ab:defender order:mana',
  'ab:"price of blood" or ab:prix-du-sang',
  '((t:creature m<2) or (t:incantation m>4)) -is:aura',
  'foo:bar (m<= ab:rag or',
  // Bare words read as abilities or types too, typos included.
  'sprint',
  'rage',
  'Perfforation',
  'prix du sang',
  'incantations m<=2',
];
const ROUNDS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

export async function run() {
  const coldStart = performance.now();
  searchCards('ab:rage m<=3'); // the first search also builds the per-card index
  const cold = performance.now() - coldStart;
  for (const q of QUERIES) searchCards(q); // warm-up for the JIT
  const all: number[] = [];
  console.log(`  ${CARDS.length} cards, ${QUERIES.length} queries × ${ROUNDS} rounds (budget < 2 ms)`);
  for (const q of QUERIES) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      found = searchCards(q).cards.length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const mean = times.reduce((s, t) => s + t, 0) / times.length;
    console.log(
      `  ${JSON.stringify(q).padEnd(58)} ${String(found).padStart(3)} cards  mean ${mean.toFixed(3)} ms  p95 ${percentile(times, 0.95).toFixed(3)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  const mean = all.reduce((s, t) => s + t, 0) / all.length;
  const p95 = percentile(all, 0.95);
  console.log(`  first search (builds the index): ${cold.toFixed(3)} ms`);
  console.log(
    `  search: mean ${mean.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${all[all.length - 1].toFixed(3)} ms — ${p95 < 2 ? 'within' : 'OVER'} the 2 ms budget`,
  );
}
