import type { PlayerId } from '../../engine';
import type { BoardView } from '../board/boardView';

/**
 * A one-line, canonical description of a position (lines, hands, Strongholds, piles, winner),
 * written on the board's DOM so a game and its replay can be compared exactly.
 */
export function summarizeBoard(v: BoardView): string {
  const parts: string[] = [`turn ${v.turn}`, `active ${v.active}`, `winner ${v.winner ?? '-'}`];
  for (const line of Object.keys(v.lines).sort()) {
    for (const seat of Object.keys(v.lines[line]).sort() as PlayerId[]) {
      const list = v.lines[line][seat]!.map((c) => `${c.card}${c.host ? `+${c.host}` : ''}:${c.damage}`).join(',');
      parts.push(`${line}.${seat} [${list}]`);
    }
  }
  for (const seat of Object.keys(v.seats).sort() as PlayerId[]) {
    const s = v.seats[seat]!;
    parts.push(
      s.kind === 'person'
        ? `${seat} ${s.side} hand [${s.hand.join(',')}] champion ${s.champion ?? '-'}`
        : `${seat} ${s.side} deck ${s.deck} discard ${s.discard}`,
    );
  }
  return parts.join(' | ');
}
