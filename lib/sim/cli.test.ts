import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { encodeDeck } from '../decks';
import { formatJson, formatReport, parseSimulateArgs, simulateCommand } from './cli';
import { simulateGames } from './simulate';

const code = encodeDeck(PRECONSTRUCTED[0].cards);
const slugs = PRECONSTRUCTED[1].cards.join(',');

function ok(argv: string[]) {
  const r = parseSimulateArgs(argv);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

function error(argv: string[]): string {
  const r = parseSimulateArgs(argv);
  if (r.ok) throw new Error(`accepted ${argv.join(' ')}`);
  return r.message;
}

describe('parseSimulateArgs', () => {
  it('reads a deck code or slugs, the opponent, bot, games, seed and --json', () => {
    const a = ok(['--deck', code, '--vs', 'solo-quick', '--bot', 'random', '--games', '500', '--seed', '9', '--json']);
    expect(a).toMatchObject({
      code,
      json: true,
      options: { opponent: 'solo-quick', bot: 'random', games: 500, seed: 9 },
    });
    expect([...a.options.deck.cards].sort()).toEqual([...PRECONSTRUCTED[0].cards].sort());
    const b = ok(['--deck', slugs, '--vs', `deck:${code}`]);
    expect(b.options).toMatchObject({
      bot: 'planner',
      games: 1000,
      seed: 1,
      opponent: { deck: { cards: a.options.deck.cards } },
    });
    expect(b.code).toBe(encodeDeck(PRECONSTRUCTED[1].cards));
    // The same cards in any order, or as a code, give the same list: the same games.
    const reversed = ok(['--deck', [...PRECONSTRUCTED[1].cards].reverse().join(',')]);
    expect(reversed.options.deck).toEqual(ok(['--deck', b.code]).options.deck);
    expect(b.json).toBe(false);
    const c = ok([
      '--deck',
      code,
      '--vs',
      'solo-custom:{"level":3,"fixedMana":8,"aiFirst":true}',
      '--bot',
      'search',
      '--iterations',
      '8',
    ]);
    expect(c.options).toMatchObject({
      opponent: { soloConfig: { level: 3, fixedMana: 8, aiFirst: true } },
      searchIterations: 8,
    });
  });

  it('explains every kind of bad argument', () => {
    expect(error([])).toMatch(/--deck is required/);
    expect(error(['--deck', 'BAAAAAAjMBHNsPIX'])).toMatch(/bad deck code.*checksum/);
    expect(error(['--deck', 'baron,brute'])).toMatch(/exactly 8 cards/);
    expect(error(['--deck', 'baron,baron,zombie,ogre,troll,gnome,scribe,alpha'])).toMatch(/already in the deck/);
    expect(error(['--deck', `${code}.abcdef`])).toMatch(/Champion/);
    expect(error(['--deck', code, '--vs', 'solo-hard'])).toMatch(/unknown opponent/);
    expect(error(['--deck', code, '--vs', 'solo-custom:{"level":3}'])).toMatch(/spend 0 points; level 3/);
    expect(error(['--deck', code, '--vs', 'solo-custom:{level:3}'])).toMatch(/not valid JSON/);
    expect(error(['--deck', code, '--vs', 'solo-custom:{"level":1,"aiFirts":true}'])).toMatch(
      /unknown Custom Play setting.*aiFirts/,
    );
    expect(error(['--deck', code, '--vs', 'deck:nope'])).toMatch(/opponent: bad deck code/);
    expect(error(['--deck', code, '--bot', 'smart'])).toMatch(/--bot must be one of random, greedy, search, planner/);
    expect(error(['--deck', code, '--games', '0'])).toMatch(/--games must be from 1/);
    expect(error(['--deck', code, '--games', '1e3'])).toMatch(/whole number/);
    expect(error(['--deck', code, '--seed', '-1'])).toMatch(/--seed needs a whole number/);
    expect(error(['--deck', code, '--seed', '4294967296'])).toMatch(/--seed must be from 0 to 4294967295/);
    expect(error(['--deck', code, '--iterations', '5'])).toMatch(/for the search bot/);
    expect(error(['--deck', code, '--games'])).toMatch(/--games needs a value/);
    expect(error(['--deck', code, '--deck', code])).toMatch(/twice/);
    expect(error(['--deck', code, '--fast'])).toMatch(/unknown argument "--fast"/);
  });
});

describe('simulateCommand', () => {
  it('round-trips through the parser', () => {
    for (const argv of [
      [
        '--deck',
        code,
        '--vs',
        'solo-custom:{"level":2,"fixedMana":8}',
        '--bot',
        'random',
        '--games',
        '100',
        '--seed',
        '5',
      ],
      ['--deck', slugs, '--vs', `deck:${code}`, '--bot', 'search', '--iterations', '4', '--games', '10', '--seed', '0'],
    ]) {
      const parsed = ok(argv);
      const line = simulateCommand(parsed);
      const words = line
        .replace(/^npm run simulate -- /, '')
        .match(/'[^']*'|\S+/g)!
        .map((w) => w.replace(/^'|'$/g, ''));
      expect(ok(words).options).toEqual(parsed.options);
    }
  });
});

describe('report formats', () => {
  it('--json prints exactly the agreed keys on one line', () => {
    const r = simulateGames({
      deck: { cards: PRECONSTRUCTED[0].cards },
      opponent: 'solo-quick',
      bot: 'random',
      games: 30,
      seed: 1,
    });
    const line = formatJson(r, 1234.5);
    expect(line).not.toContain('\n');
    const parsed = JSON.parse(line);
    expect(Object.keys(parsed)).toEqual(['games', 'wins', 'losses', 'winRate', 'ci95', 'avgTurns', 'gamesPerSecond']);
    expect(parsed).toMatchObject({ games: 30, wins: r.wins, losses: r.losses, gamesPerSecond: 1234.5 });
    expect(formatReport(r, 10)).toMatch(/win rate .*95 % interval/);
  });
});
