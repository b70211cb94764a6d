import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOT_NAMES } from '../simulate';
import { recordChoices } from './recordChoices';

// Recorded by scripts/recordBotChoices.ts before the bots' lookahead was made cheaper.
const recorded = JSON.parse(readFileSync(join(__dirname, 'recordedChoices.json'), 'utf8'));

describe('every bot makes the recorded choices (a faster bot is the same bot)', () => {
  const now = recordChoices();

  it('covers every bot, on duel, Solo and Co-op positions and through whole games', () => {
    expect(Object.keys(recorded.positions)).toEqual([...BOT_NAMES]);
    for (const name of BOT_NAMES) {
      expect(recorded.positions[name].length).toBeGreaterThanOrEqual(50);
      expect(recorded.games[name].length).toBeGreaterThanOrEqual(4);
    }
  });

  for (const name of BOT_NAMES) {
    it(`${name}: the same action and generator use on each fixed position, the same actions through each game`, () => {
      expect(now.positions[name]).toEqual(recorded.positions[name]);
      expect(now.games[name]).toEqual(recorded.games[name]);
    });
  }
});
