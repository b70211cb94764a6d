import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRECONSTRUCTED } from '../cards';
import { playerAt, type EngineEvent, type PlayerId } from '../engine';
import { openStore, type Store } from '../db/store';
import { createRng, type Rng } from '../sim/rng';
import { initialRoom, step, type LogEntry, type RoomSettings, type RoomState } from './model';
import type { Referee } from './referee';
import type { RoomSnapshot } from './protocol';

/** A SQLite store in a directory of its own; `reopen` is a server restart over the same file. */
export async function tempSqliteStore(
  name: string,
): Promise<{ store: Store; reopen(): Promise<Store>; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), `erret-${name}-`));
  const config = { driver: 'sqlite' as const, path: join(dir, 'rooms.sqlite') };
  return {
    store: await openStore(config),
    reopen: () => openStore(config),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every message one viewer received, as the bytes that went out and the version they were made at. */
export interface Sent {
  viewer: PlayerId | null;
  version: number;
  bytes: string;
}

/** What a person at a seat does next: a random legal action or pick, read from the seat's own snapshot only. */
export function personMove(
  snapshot: RoomSnapshot,
  rng: Rng,
): { pick: string } | { action: NonNullable<NonNullable<RoomSnapshot['game']>['legal']>[number] } | null {
  const me = snapshot.you;
  if (snapshot.phase === 'draft' && snapshot.draft?.chooser === me && snapshot.draft.revealed.length) {
    return { pick: snapshot.draft.revealed[rng.int(snapshot.draft.revealed.length)] };
  }
  const legal = snapshot.game?.legal;
  if (snapshot.phase !== 'playing' || !legal?.length) return null;
  // Ending the turn a third of the time keeps random games short.
  const end = legal.find((a) => a.type === 'end-turn');
  if (end && rng.int(3) === 0) return { action: end };
  return { action: legal[rng.int(legal.length)] };
}

/** The decks people bring when they join, each a different one. */
export function joinDeck(settings: Pick<RoomSettings, 'format'>, index: number): string | string[] | undefined {
  if (settings.format === 'draft') return undefined;
  return settings.format === 'preconstructed' ? PRECONSTRUCTED[index].slug : [...PRECONSTRUCTED[index].cards];
}

/**
 * Plays a whole room through the referee: people join, watch their seat's stream, the host
 * starts, and each person plays from what their own snapshots show until the game ends (or
 * `maxVersions`). Returns the room's code and everything each viewer was sent.
 */
export async function playRoom(
  referee: Referee,
  settings: Omit<RoomSettings, 'seed'>,
  seed: number,
  maxVersions = 600,
): Promise<{ code: string; sent: Sent[] }> {
  const rng = createRng(seed);
  const created = await referee.create(settings);
  const { code } = created;
  const sent: Sent[] = [];
  const record = (viewer: PlayerId | null, snapshot: RoomSnapshot) =>
    sent.push({ viewer, version: snapshot.version, bytes: JSON.stringify(snapshot) });
  const people = Object.entries(created.seatSecrets).filter(
    ([seat]) => settings.seats[seat as PlayerId]?.kind !== 'bot',
  ) as [PlayerId, string][];
  const stops = [await referee.watch(code, null, null, (s) => record(null, s))];
  for (const [index, [seat, secret]] of people.entries()) {
    record(seat, await referee.join(code, seat, secret, { name: `Person ${seat}`, deck: joinDeck(settings, index) }));
    stops.push(await referee.watch(code, seat, null, (s) => record(seat, s)));
  }
  await referee.start(code, created.hostSecret);
  for (;;) {
    await referee.idle();
    let moved = false;
    for (const [seat, secret] of people) {
      const snapshot = await referee.snapshot(code, seat, null);
      record(seat, snapshot);
      if (snapshot.version >= maxVersions) break;
      const move = personMove(snapshot, rng);
      if (!move) continue;
      if ('pick' in move) await referee.pick(code, secret, move.pick, snapshot.version);
      else await referee.act(code, secret, move.action, snapshot.version);
      moved = true;
      break;
    }
    if (!moved) break;
  }
  await referee.idle();
  for (const stop of stops) stop();
  return { code, sent };
}

function slugsOfEvent(e: EngineEvent): string[] {
  const out: string[] = [];
  const r = e as Record<string, unknown>;
  for (const key of ['card', 'host', 'source']) if (typeof r[key] === 'string') out.push(r[key] as string);
  if (Array.isArray(r.cards)) out.push(...(r.cards as string[]));
  return out;
}

/** Every card slug the table has shown in this state: Creatures in play, the AIs' discard piles, Champions. */
function shownCards(room: RoomState): string[] {
  const s = room.game?.state;
  if (!s) return [];
  const out: string[] = [];
  for (const line of Object.values(s.lines))
    for (const side of Object.values(line))
      for (const c of side ?? []) out.push(s.cards[c.card].slug, ...(c.host === null ? [] : [s.cards[c.host].slug]));
  for (const seat of s.order) {
    const p = playerAt(s, seat);
    if (p?.kind === 'ai') out.push(...p.discard.map((c) => s.cards[c].slug));
    if (p?.kind === 'person' && p.champion) out.push(s.cards[p.champion.card].slug);
  }
  return out;
}

const quoted = (slug: string) => `"${slug}"`;

/**
 * What a message sent to `viewer` must not hold at this room state: a card of another person's
 * hand that the table has never shown (and the viewer does not hold too), three cards of a Solo
 * AI's deck in their order (as slugs or as ids of the card table), the engine's generator, or
 * any card of the Draft's face-down pile. Returns the leaks found.
 */
export function leaksIn(bytes: string, viewer: PlayerId | null, room: RoomState, shown: ReadonlySet<string>): string[] {
  const leaks: string[] = [];
  const d = room.phase === 'draft' ? room.draft : null;
  if (d) for (const slug of d.pile) if (bytes.includes(quoted(slug))) leaks.push(`draft pile card ${slug}`);
  const s = room.game?.state;
  if (!s) return leaks;
  const own = new Set<string>();
  const mine = viewer ? playerAt(s, viewer) : undefined;
  if (mine?.kind === 'person') for (const c of mine.hand) if (c >= 0) own.add(s.cards[c].slug);
  for (const seat of s.order) {
    const p = playerAt(s, seat);
    if (!p || seat === viewer) continue;
    if (p.kind === 'person') {
      for (const c of p.hand) {
        const slug = c >= 0 ? s.cards[c].slug : null;
        if (slug && !shown.has(slug) && !own.has(slug) && bytes.includes(quoted(slug)))
          leaks.push(`${seat}'s card ${slug}`);
      }
    } else if (p.deck.length >= 3) {
      const [a, b, c] = p.deck;
      if (bytes.includes([a, b, c].map((i) => quoted(s.cards[i].slug)).join(',')))
        leaks.push(`${seat}'s deck order (cards)`);
      if (bytes.includes(`[${a},${b},${c}`)) leaks.push(`${seat}'s deck order (ids)`);
    }
  }
  if (bytes.includes(`"rng":${s.rng}`) || (s.rng > 99_999 && bytes.includes(String(s.rng))))
    leaks.push('the engine generator');
  return leaks;
}

/** Rebuilds the room version by version from its stored log and checks every message against the state it was made at. */
export async function checkSent(
  store: Store,
  code: string,
  sent: readonly Sent[],
): Promise<{ leaks: string[]; checked: number; states: RoomState[] }> {
  const row = (await store.rooms.get(code))!;
  const log = (await store.rooms.log(code, 0)) as LogEntry[];
  const byVersion = new Map<number, Sent[]>();
  for (const m of sent) byVersion.set(m.version, [...(byVersion.get(m.version) ?? []), m]);
  let room = initialRoom(row.settings as RoomSettings);
  const shown = new Set<string>();
  const leaks: string[] = [];
  const states: RoomState[] = [room];
  let checked = 0;
  for (let v = 0; v <= log.length; v++) {
    if (v > 0) {
      const r = step(room, log[v - 1]);
      if (!r.ok) throw new Error(r.error.message);
      room = r.room;
      states.push(room);
    }
    for (const item of room.history)
      if (item.version === v && item.type === 'engine')
        for (const e of item.events) for (const slug of slugsOfEvent(e)) shown.add(slug);
    for (const slug of shownCards(room)) shown.add(slug);
    for (const m of byVersion.get(v) ?? []) {
      checked++;
      for (const leak of leaksIn(m.bytes, m.viewer, room, shown))
        leaks.push(`v${v} to ${m.viewer ?? 'spectator'}: ${leak}`);
    }
  }
  return { leaks, checked, states };
}
