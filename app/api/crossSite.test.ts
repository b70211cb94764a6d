import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { withTempStore } from '@/lib/db/withTempStore';
import * as decks from './decks/route';
import * as champions from './champions/route';
import * as checkPicture from './champions/check-picture/route';

const base = 'http://erret.test';
const deck = { name: 'Forged', cards: [...PRECONSTRUCTED[0].cards] };
const design = { name: 'Forged', attack: 1, health: 2, abilities: [] };

withTempStore('cross-site');

/** What a page on another site can send without a preflight: a form posting text/plain or multipart. */
function fromElsewhere(path: string, body: BodyInit, site: Record<string, string>) {
  return new Request(`${base}${path}`, { method: 'POST', body, headers: { host: 'erret.test', ...site } });
}

const multipart = () => {
  const form = new FormData();
  form.set('design', JSON.stringify(design));
  return form;
};

const evil: Record<string, string>[] = [
  { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.test' },
  { 'sec-fetch-site': 'cross-site' },
];

describe('writes from another site', () => {
  it('are refused with 403 cross-site on every write endpoint, and nothing is stored', async () => {
    for (const site of evil) {
      const answers = [
        await decks.POST(fromElsewhere('/api/decks', JSON.stringify(deck), site)),
        await champions.POST(fromElsewhere('/api/champions', multipart(), site)),
        await champions.POST(fromElsewhere('/api/champions', JSON.stringify(design), site)),
        await checkPicture.POST(fromElsewhere('/api/champions/check-picture', 'x', site)),
      ];
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(site)).toBe(403);
        expect(await answer.json()).toMatchObject({ code: 'cross-site' });
      }
    }
    expect((await (await decks.GET(new Request(`${base}/api/decks`))).json()).total).toBe(0);
    expect((await (await champions.GET(new Request(`${base}/api/champions`))).json()).total).toBe(0);
  });

  it('but the site’s own pages write as before', async () => {
    const own = { origin: base, 'sec-fetch-site': 'same-origin' };
    expect((await decks.POST(fromElsewhere('/api/decks', JSON.stringify(deck), own))).status).toBe(201);
    expect((await champions.POST(fromElsewhere('/api/champions', multipart(), own))).status).toBe(201);
  });
});
