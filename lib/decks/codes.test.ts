import { describe, expect, it } from 'vitest';
import { CARDS, PRECONSTRUCTED } from '@/lib/cards';
import { decodeDeck, encodeDeck } from './codes';
import { CODE_ALPHABET, packCode, rankCombination } from './codeBits';
import { cardIndex } from './cardIndex';
import { seededRandom } from '../random/mulberry32';

function randomDeck(next: () => number): string[] {
  const pool = CARDS.map((c) => c.slug);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, 8);
}

const sortedSlugs = (slugs: readonly string[]) => [...slugs].sort();
const samples = [...PRECONSTRUCTED.map((d) => encodeDeck(d.cards)), encodeDeck(randomDeck(seededRandom(7)))];

describe('deck codes', () => {
  it('round-trips every preconstructed deck in at most 16 URL-safe characters', () => {
    for (const deck of PRECONSTRUCTED) {
      const code = encodeDeck(deck.cards);
      expect(code).toMatch(/^[A-Za-z0-9_-]{1,16}$/);
      const decoded = decodeDeck(code);
      expect(decoded.ok && sortedSlugs(decoded.cards)).toEqual(sortedSlugs(deck.cards));
    }
  });

  it('round-trips 10,000 random decks', () => {
    const next = seededRandom(20261122);
    const seen = new Set<string>();
    for (let n = 0; n < 10_000; n++) {
      const deck = randomDeck(next);
      const code = encodeDeck(deck);
      seen.add(code);
      const decoded = decodeDeck(code);
      if (!decoded.ok || sortedSlugs(decoded.cards).join() !== sortedSlugs(deck).join()) {
        throw new Error(`round trip failed for ${deck.join(',')} → ${code}`);
      }
    }
    expect(seen.size).toBeGreaterThan(9_990);
  });

  it('gives the same code in any order, and decodes cards in canonical order', () => {
    const deck = PRECONSTRUCTED[0].cards;
    const code = encodeDeck(deck);
    expect(encodeDeck([...deck].reverse())).toBe(code);
    expect(encodeDeck([deck[3], deck[0], deck[7], deck[1], deck[6], deck[2], deck[5], deck[4]])).toBe(code);
    const decoded = decodeDeck(code);
    const indices = decoded.ok ? decoded.cards.map((s) => cardIndex(s)!) : [];
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
  });

  it('carries a Champion as a suffix after the 16 characters', () => {
    const code = encodeDeck(PRECONSTRUCTED[1].cards, 'Ch4mp_id-01');
    expect(code).toBe(`${encodeDeck(PRECONSTRUCTED[1].cards)}.Ch4mp_id-01`);
    const decoded = decodeDeck(code);
    expect(decoded.ok && decoded.championId).toBe('Ch4mp_id-01');
    expect(decodeDeck(`${encodeDeck(PRECONSTRUCTED[1].cards)}.<x>`)).toMatchObject({
      ok: false,
      error: { code: 'bad-champion' },
    });
  });

  it('refuses to encode an incomplete or invalid deck', () => {
    expect(() => encodeDeck(PRECONSTRUCTED[0].cards.slice(0, 7))).toThrow(/8 cards/);
    expect(() => encodeDeck([...PRECONSTRUCTED[0].cards.slice(0, 7), 'baron'])).toThrow(/already in the deck/);
  });

  it('rejects every single-character change of several codes', () => {
    for (const code of samples) {
      for (let i = 0; i < code.length; i++) {
        for (const ch of CODE_ALPHABET) {
          if (ch === code[i]) continue;
          const result = decodeDeck(code.slice(0, i) + ch + code.slice(i + 1));
          if (result.ok) throw new Error(`accepted ${code} with position ${i} changed to ${ch}`);
          expect(result.error.message.length).toBeGreaterThan(10);
        }
      }
    }
  });

  it('rejects every truncation and every extension of several codes', () => {
    for (const code of samples) {
      for (let len = 0; len < code.length; len++) {
        const result = decodeDeck(code.slice(0, len));
        expect(result.ok).toBe(false);
      }
      expect(decodeDeck(code.slice(0, 15))).toMatchObject({
        ok: false,
        error: { code: 'bad-length', message: expect.stringMatching(/truncated/) },
      });
      expect(decodeDeck(`${code}A`)).toMatchObject({ ok: false, error: { code: 'bad-length' } });
    }
  });

  it('names the problem: wrong checksum, wrong version, bad characters, too long, not a string', () => {
    const rank = rankCombination(PRECONSTRUCTED[2].cards.map((s) => cardIndex(s)!));
    const good = packCode(1, rank);
    expect(decodeDeck(good).ok).toBe(true);
    const last = good[15] === 'A' ? 'B' : 'A';
    expect(decodeDeck(good.slice(0, 15) + last)).toMatchObject({ ok: false, error: { code: 'bad-checksum' } });
    expect(decodeDeck(packCode(2, rank))).toMatchObject({
      ok: false,
      error: { code: 'unsupported-version', message: expect.stringMatching(/version 2/) },
    });
    expect(decodeDeck(packCode(0, rank))).toMatchObject({ ok: false, error: { code: 'unsupported-version' } });
    expect(decodeDeck(`${good.slice(0, 5)}+${good.slice(6)}`)).toMatchObject({
      ok: false,
      error: { code: 'bad-character', message: expect.stringMatching(/character 6/) },
    });
    expect(decodeDeck(`${good.slice(0, 5)}é${good.slice(6)}`)).toMatchObject({
      ok: false,
      error: { code: 'bad-character' },
    });
    expect(decodeDeck('A'.repeat(500))).toMatchObject({ ok: false, error: { code: 'too-long' } });
    expect(decodeDeck('')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(decodeDeck(42)).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(decodeDeck(`  ${good}\n`).ok).toBe(true);
  });

  it('rejects a well-formed code whose cards are beyond the known sets', () => {
    const beyond = rankCombination([0, 1, 2, 3, 4, 5, 6, 300]);
    expect(decodeDeck(packCode(1, beyond))).toMatchObject({ ok: false, error: { code: 'unknown-cards' } });
  });
});
