import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { encodeDeck } from '../decks';
import { readDeckInput } from './readDeckInput';

describe('a Constructed deck as pasted', () => {
  it('reads a deck code into its cards', () => {
    const cards = PRECONSTRUCTED[2].cards;
    const read = readDeckInput(` ${encodeDeck(cards)} `);
    expect(read.kind === 'code' && [...read.cards].sort()).toEqual([...cards].sort());
  });

  it('takes a saved deck’s page or edit link as its id', () => {
    expect(readDeckInput('https://erret.example/decks/Ab3_x9Zk')).toEqual({ kind: 'saved', id: 'Ab3_x9Zk' });
    expect(readDeckInput('/decks/Ab3_x9Zk/edit#token=zzz')).toEqual({ kind: 'saved', id: 'Ab3_x9Zk' });
  });

  it('says why anything else is not a deck', () => {
    expect(readDeckInput('')).toMatchObject({ kind: 'bad', code: 'empty' });
    expect(readDeckInput('not a code')).toMatchObject({ kind: 'bad' });
  });
});
