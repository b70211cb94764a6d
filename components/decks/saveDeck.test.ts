import { describe, expect, it } from 'vitest';
import { tokenFromFragment } from '@/components/site/fragmentToken';
import { PRECONSTRUCTED } from '@/lib/cards';
import { withTempStore } from '@/lib/db/withTempStore';
import { encodeDeck } from '@/lib/decks';
import * as collection from '@/app/api/decks/route';
import * as single from '@/app/api/decks/[id]/route';
import { saveDeck } from './saveDeck';

const cards = [...PRECONSTRUCTED[1].cards];

/** The browser's fetch, answered by the real route handlers on a real SQLite file. */
const api: typeof fetch = async (input, init) => {
  const url = new URL(String(input), 'http://127.0.0.1:3000');
  const request = new Request(url, init);
  const id = url.pathname.match(/^\/api\/decks\/([^/]+)$/)?.[1];
  const handler = { PUT: single.PUT, DELETE: single.DELETE }[request.method] ?? single.GET;
  if (id) return handler(request, { params: Promise.resolve({ id }) });
  return request.method === 'POST' ? collection.POST(request) : collection.GET(request);
};

withTempStore('save-deck');

describe('saveDeck', () => {
  it('creates a deck and gives both links, then edits it with the token', async () => {
    const created = await saveDeck(
      { name: 'Ogres', description: '', author: 'Maud', cards, champion: null },
      undefined,
      'en',
      api,
    );
    if (!created.ok || created.kind !== 'created') throw new Error(JSON.stringify(created));
    expect(created.url).toBe(`/decks/${created.id}`);
    expect(created.code).toBe(encodeDeck(cards));
    const token = tokenFromFragment(new URL(created.editUrl, 'http://x').hash);
    const next = [...cards.slice(1), 'baron'];
    const updated = await saveDeck(
      { name: 'Baron', description: 'd', author: 'Maud', cards: next, champion: null },
      { id: created.id, token, baseVersion: 1 },
      'en',
      api,
    );
    expect(updated).toEqual({
      ok: true,
      kind: 'updated',
      id: created.id,
      url: created.url,
      version: 2,
      code: encodeDeck(next),
    });

    const stale = await saveDeck(
      { name: 'Old', description: '', author: '', cards, champion: null },
      { id: created.id, token, baseVersion: 1 },
      'en',
      api,
    );
    expect(stale).toEqual({
      ok: false,
      conflict: true,
      message:
        'The deck was changed elsewhere meanwhile (now version 2): nothing was saved. Load the latest version, then make your changes again.',
    });
    const same = await saveDeck(
      { name: 'Baron', description: 'd', author: 'Maud', cards: next, champion: null },
      { id: created.id, token, baseVersion: 2 },
      'en',
      api,
    );
    expect(same).toMatchObject({ ok: true, kind: 'unchanged', version: 2 });
    const forbidden = await saveDeck(
      { name: 'X', description: '', author: '', cards, champion: null },
      { id: created.id, token: 'wrong', baseVersion: 2 },
      'fr',
      api,
    );
    expect(forbidden).toEqual({
      ok: false,
      message: 'Ce jeton de modification n’ouvre pas ce deck : rien n’a été enregistré.',
    });
  });

  it('turns a refusal into one sentence naming the problem, in the reader’s language', async () => {
    const result = await saveDeck(
      { name: '<b>x</b>', description: '', author: '', cards, champion: null },
      undefined,
      'en',
      api,
    );
    expect(result).toEqual({
      ok: false,
      message: 'Not saved: the name contains a tag such as “<b>”, which is not allowed.',
    });
    const french = await saveDeck(
      { name: 'a\u0007b', description: '', author: '', cards, champion: null },
      undefined,
      'fr',
      api,
    );
    expect(french).toEqual({
      ok: false,
      message:
        'Non enregistré : le nom contient des caractères de contrôle (invisibles ou de sens d’écriture). Retirez-les.',
    });
    const ghost = await saveDeck(
      { name: 'Ghost', description: '', author: '', cards, champion: 'NoSuchChampion1' },
      undefined,
      'fr',
      api,
    );
    expect(ghost).toEqual({
      ok: false,
      message:
        'Non enregistré : le Champion « NoSuchChampion1 » n’existe pas. Retirez-le, ou ajoutez-en un qui existe.',
    });
    const ordinary = await saveDeck(
      { name: 'Tempo < Control', description: '', author: '', cards, champion: null },
      undefined,
      'fr',
      api,
    );
    expect(ordinary).toMatchObject({ ok: true, kind: 'created' });
    const offline = await saveDeck(
      { name: 'x', description: '', author: '', cards, champion: null },
      undefined,
      'en',
      () => Promise.reject(new TypeError('offline')),
    );
    expect(offline).toEqual({ ok: false, message: 'The server could not be reached: nothing was saved.' });
  });

  it('says in French that a deck deleted meanwhile was not saved', async () => {
    const created = await saveDeck(
      { name: 'Doomed', description: '', author: '', cards: [...PRECONSTRUCTED[2].cards], champion: null },
      undefined,
      'fr',
      api,
    );
    if (!created.ok || created.kind !== 'created') throw new Error(JSON.stringify(created));
    const token = tokenFromFragment(new URL(created.editUrl, 'http://x').hash);
    const gone = await api(`/api/decks/${created.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.ok).toBe(true);
    const late = await saveDeck(
      { name: 'Doomed', description: 'x', author: '', cards, champion: null },
      { id: created.id, token, baseVersion: 1 },
      'fr',
      api,
    );
    expect(late).toEqual({
      ok: false,
      message:
        'Non enregistré : ce deck n’existe plus (il a été supprimé). Enregistrez les cartes comme un nouveau deck depuis l’éditeur de deck.',
    });
  });

  it('says how long to wait from the 429’s data, in the reader’s language', async () => {
    process.env.ERRET_WRITE_LIMIT = '1';
    const deck = { name: 'Busy', description: '', author: '', cards: [...PRECONSTRUCTED[0].cards], champion: null };
    expect(await saveDeck(deck, undefined, 'fr', api)).toMatchObject({ ok: true, kind: 'created' });
    expect(await saveDeck(deck, undefined, 'fr', api)).toEqual({
      ok: false,
      message: 'Trop d’enregistrements depuis votre adresse : réessayez dans 60 s. Rien n’a été enregistré.',
    });
  });

  it('offers the shared deck with the same cards and Champion instead of a copy, and saves the copy when asked', async () => {
    const shared = [...PRECONSTRUCTED[3].cards];
    const first = await saveDeck(
      { name: 'Original', description: '', author: '', cards: shared, champion: null },
      undefined,
      'en',
      api,
    );
    if (!first.ok || first.kind !== 'created') throw new Error(JSON.stringify(first));
    const again = await saveDeck(
      { name: 'Again', description: '', author: '', cards: [...shared].reverse(), champion: null },
      undefined,
      'fr',
      api,
    );
    expect(again).toEqual({
      ok: false,
      message: 'Un deck identique — mêmes cartes et même Champion — est déjà partagé : « Original ».',
      same: { url: first.url, name: 'Original' },
    });
    const english = await saveDeck(
      { name: 'Again', description: '', author: '', cards: shared, champion: null },
      undefined,
      'en',
      api,
    );
    expect(english).toMatchObject({
      ok: false,
      message: 'An identical deck — the same cards and Champion — is already shared: “Original”.',
    });
    const copy = await saveDeck(
      { name: 'Again', description: '', author: '', cards: shared, champion: null },
      undefined,
      'en',
      api,
      { copy: true },
    );
    expect(copy).toMatchObject({ ok: true, kind: 'created' });
    // The gallery lists the first one, counting the copy.
    const listed = await (await api(`/api/decks?q=${encodeURIComponent(`card:${shared[0]}`)}`)).json();
    expect(listed.items.map((d: { name: string; copies: number }) => [d.name, d.copies])).toEqual([['Original', 2]]);
  });
});
