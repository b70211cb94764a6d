import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { computeManaCost } from '@/lib/champions/cost';
import { championCost, createGame } from '@/lib/engine';
import { getStore } from '@/lib/db/store';
import { placedForms } from '@/lib/print/pdf/readBack';
import { withTempStore } from '@/lib/db/withTempStore';
import * as collection from './route';
import * as single from './[id]/route';
import * as pictureRoute from './[id]/picture/route';
import * as pdfRoute from './[id]/pdf/route';
import * as imageRoute from './[id]/image/route';
import * as check from './check-picture/route';

const base = 'http://127.0.0.1:3000';
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const design = {
  name: 'Lame Grise',
  author: 'Ana',
  attack: 3,
  health: 4,
  abilities: [
    { ability: 'rage', aura: false },
    { ability: 'sprint', aura: true },
  ],
};

const jsonRequest = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
function formRequest(
  method: string,
  path: string,
  fields: unknown,
  picture?: Uint8Array,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('design', JSON.stringify(fields));
  if (picture) form.set('picture', new Blob([picture as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'art.png');
  return new Request(`${base}${path}`, { method, headers, body: form });
}
const get = (id: string) => single.GET(new Request(`${base}/api/champions/${id}`), params(id));
const total = async () =>
  (await (await collection.GET(new Request(`${base}/api/champions?limit=1`))).json()).total as number;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

withTempStore('champions-api');

async function created(picture?: Uint8Array, fields: unknown = design) {
  const response = await collection.POST(formRequest('POST', '/api/champions', fields, picture));
  expect(response.status).toBe(201);
  return response.json() as Promise<{ id: string; url: string; editUrl: string; token: string }>;
}

describe('POST /api/champions', () => {
  it('saves a design with its picture re-encoded as PNG, and returns the edit link once', async () => {
    const body = await created(await png(1600, 1200));
    expect(body).toMatchObject({ id: expect.stringMatching(/^[\w-]{11}$/), url: `/champions/${body.id}` });
    expect(body.editUrl).toBe(`/champions/${body.id}/edit#token=${body.token}`);
    const view = await (await get(body.id)).json();
    expect(view).toMatchObject({
      name: 'Lame Grise',
      author: 'Ana',
      attack: 3,
      health: 4,
      mana: computeManaCost(design as never).mana,
      views: 1,
    });
    expect(view).not.toHaveProperty('token');
    // A viewer counts once a day: the same client again does not add a view, another one does.
    expect((await (await get(body.id)).json()).views).toBe(1);
    const other = await single.GET(
      new Request(`${base}/api/champions/${body.id}`, { headers: { 'x-forwarded-for': '198.51.100.9' } }),
      params(body.id),
    );
    expect((await other.json()).views).toBe(2);
    expect(view.breakdown.map((l: { kind: string }) => l.kind)).toEqual(
      computeManaCost(design as never).breakdown.map((l) => l.kind),
    );
    expect(view.card).toEqual({
      slug: 'champion-lame-grise',
      name: 'Lame Grise',
      type: 'creature',
      mana: view.mana,
      attack: 3,
      health: 4,
      abilities: design.abilities,
    });
    expect(view.picture).toMatchObject({
      width: 1280,
      height: 960,
      url: expect.stringMatching(new RegExp(`^/api/champions/${body.id}/picture\\?v=`)),
    });
    const stored = await getStore().then((s) => s.champions.get(body.id));
    expect(JSON.stringify(stored)).not.toContain(body.token);

    const picture = await pictureRoute.GET(new Request(`${base}${view.picture.url}`), params(body.id));
    expect(picture.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(new Uint8Array(await picture.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1280, 960]);
  });

  it('accepts JSON with the picture as a data URL', async () => {
    const picture = `data:image/png;base64,${Buffer.from(await png(300, 240)).toString('base64')}`;
    const response = await collection.POST(
      jsonRequest('POST', '/api/champions', { ...design, picture, framing: { zoom: 1.5, offsetX: -1, offsetY: 0.5 } }),
    );
    expect(response.status).toBe(201);
    const { id, warnings } = await response.json();
    expect(warnings.map((w: { code: string }) => w.code)).toContain('low-resolution');
    expect(await (await get(id)).json()).toMatchObject({
      framing: { zoom: 1.5, offsetX: -1, offsetY: 0.5 },
      picture: { width: 300, height: 240 },
    });
  });

  it('refuses bad input with a message per field and stores nothing', async () => {
    const before = await total();
    const text = new TextEncoder().encode('just some notes, not a picture');
    const cases: Array<[Request, number, string, RegExp]> = [
      [formRequest('POST', '/api/champions', { ...design, name: 'x'.repeat(200) }), 400, 'name', /200 characters long/],
      [formRequest('POST', '/api/champions', { ...design, name: '<b>Bold</b>' }), 400, 'name', /cannot contain < or >/],
      [formRequest('POST', '/api/champions', design, text), 400, 'picture', /not a picture/],
      [formRequest('POST', '/api/champions', { ...design, attack: 'X' }), 400, 'attack', /Vulnerability/],
      [
        formRequest('POST', '/api/champions', { ...design, abilities: [{ ability: 'rage' }, { ability: 'rage' }] }),
        400,
        'abilities',
        /more than once/,
      ],
      [
        formRequest('POST', '/api/champions', { ...design, framing: { zoom: 9, offsetX: 0, offsetY: 0 } }),
        400,
        'framing',
        /zoom/,
      ],
      [formRequest('POST', '/api/champions', { ...design, author: 'a<script>' }), 400, 'author', /author/],
      [formRequest('POST', '/api/champions', design, new Uint8Array(7 * 1024 * 1024)), 413, 'picture', /over 6 MB/],
      [
        formRequest('POST', '/api/champions', design, new Uint8Array(16), {
          'content-length': String(20 * 1024 * 1024),
        }),
        413,
        'picture',
        /weighs 20\.0 MB/,
      ],
      [jsonRequest('POST', '/api/champions', '{"name": '), 400, 'body', /JSON/],
      [
        new Request(`${base}/api/champions`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }),
        415,
        'body',
        /multipart/,
      ],
    ];
    for (const [request, status, field, message] of cases) {
      const response = await collection.POST(request);
      expect(response.status, field).toBe(status);
      const body = await response.json();
      expect(body.errors[0], field).toMatchObject({
        field,
        message: expect.stringMatching(message),
        messageFr: expect.any(String),
      });
    }
    const both = await (
      await collection.POST(formRequest('POST', '/api/champions', { ...design, name: '', health: 0 }))
    ).json();
    expect(both.errors.map((e: { field: string }) => e.field).sort()).toEqual(['health', 'name']);
    expect(await total()).toBe(before);
  });
});

describe('a saved Champion in a game', () => {
  it("is read back as an inline card that the engine accepts as a player's Champion", async () => {
    const { id } = await created();
    const { card } = await (await get(id)).json();
    const game = createGame({
      mode: 'duel',
      format: 'constructed',
      decks: { A: [...PRECONSTRUCTED[0].cards], B: [...PRECONSTRUCTED[1].cards] },
      champions: { A: card },
      seed: 7,
    });
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const player = game.state.players.A;
    const champion = player?.kind === 'person' ? player.champion : null;
    expect(champion).not.toBeNull();
    expect(game.state.cards[champion!.card]).toMatchObject({ name: 'Lame Grise', mana: card.mana });
    expect(championCost(game.state, 'A')).toBe(card.mana);
  });
});

describe('PUT /api/champions/<id>', () => {
  it('needs the right token, keeps the picture when none is sent, and keeps versions', async () => {
    const { id, token } = await created(await png(800, 800));
    const changed = { ...design, health: 6 };
    expect((await single.PUT(formRequest('PUT', `/api/champions/${id}`, changed), params(id))).status).toBe(401);
    expect(
      (
        await single.PUT(
          formRequest('PUT', `/api/champions/${id}`, changed, undefined, { authorization: 'Bearer nope' }),
          params(id),
        )
      ).status,
    ).toBe(403);
    // The token is checked before the body is read: not even a broken picture is looked at for it.
    expect(
      (
        await single.PUT(
          formRequest('PUT', `/api/champions/${id}`, changed, new Uint8Array([1, 2, 3]), {
            authorization: 'Bearer nope',
          }),
          params(id),
        )
      ).status,
    ).toBe(403);
    const response = await single.PUT(formRequest('PUT', `/api/champions/${id}?token=${token}`, changed), params(id));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ health: 6, version: 2, picture: { width: 800, height: 800 } });
    const history = await (await getStore()).champions.history(id);
    expect(history?.map((v) => v.design.health)).toEqual([4, 6]);
    const removed = await single.PUT(
      jsonRequest('PUT', `/api/champions/${id}`, { ...changed, picture: null }, { authorization: `Bearer ${token}` }),
      params(id),
    );
    expect((await removed.json()).picture).toBeNull();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('AAAAAAAAAAA')).status).toBe(404);
    expect((await get('../etc')).status).toBe(404);
  });
});

describe('GET /api/champions/<id>/pdf and /image', () => {
  it('sends a PDF of the card on the asked paper, and 400 for a bad option', async () => {
    const { id } = await created(await png(1200, 960));
    const bad = await pdfRoute.GET(new Request(`${base}/api/champions/${id}/pdf?paper=a3`), params(id));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0]).toMatchObject({
      field: 'paper',
      message: expect.stringMatching(/^Bad print option: paper must be/),
    });
    for (const [paper, size] of [
      ['a4', [595.28, 841.89]],
      ['letter', [612, 792]],
    ] as const) {
      const response = await pdfRoute.GET(
        new Request(`${base}/api/champions/${id}/pdf?paper=${paper}&bleed=3&marks=crop&back=1`),
        params(id),
      );
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain(`champion-lame-grise-${paper}-bleed.pdf`);
      const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      // Front, mirrored back, then the duplex alignment pair.
      expect(doc.getPageCount()).toBe(4);
      const { width, height } = doc.getPage(0).getSize();
      expect([width, height].map((v) => Math.round(v * 100) / 100)).toEqual(size);
      expect(doc.getTitle()).toBe('Lame Grise');
    }
  });

  it('prints several copies, up to a full 9-up sheet, the picture embedded once', async () => {
    const { id } = await created(await png(1200, 960));
    const pdf = async (query: string) =>
      pdfRoute.GET(new Request(`${base}/api/champions/${id}/pdf?${query}`), params(id));
    const full = await pdf('copies=9');
    expect(full.headers.get('content-disposition')).toContain('champion-lame-grise-x9-a4.pdf');
    const doc = await PDFDocument.load(new Uint8Array(await full.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    const faces = placedForms(doc.getPage(0)).filter((f) => f.bbox[2] === 56);
    expect(faces).toHaveLength(9);
    expect(new Set(faces.map((f) => f.ref)).size).toBe(1);
    const images = [...doc.context.enumerateIndirectObjects()].filter(
      ([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
    expect(images).toHaveLength(1);
    // US Letter with bleed holds 6: 9 copies take a second page.
    const letter = await PDFDocument.load(
      new Uint8Array(await (await pdf('copies=9&paper=letter&bleed=3')).arrayBuffer()),
    );
    expect(letter.getPages().map((page) => placedForms(page).filter((f) => f.bbox[2] === 59).length)).toEqual([6, 3]);
    const four = await PDFDocument.load(new Uint8Array(await (await pdf('copies=4')).arrayBuffer()));
    expect(placedForms(four.getPage(0)).filter((f) => f.bbox[2] === 56)).toHaveLength(4);
    for (const bad of ['copies=10', 'copies=0', 'copies=two']) {
      const response = await pdf(bad);
      expect(response.status, bad).toBe(400);
      expect((await response.json()).errors[0]).toMatchObject({
        field: 'copies',
        message: 'Bad print option: copies must be a whole number from 1 to 9.',
      });
    }
  });

  it('draws the card face as a 560 × 870 PNG', async () => {
    const { id } = await created(await png(1200, 960));
    const response = await imageRoute.GET(new Request(`${base}/api/champions/${id}/image`), params(id));
    expect(response.headers.get('content-type')).toBe('image/png');
    const image = sharp(new Uint8Array(await response.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 560, height: 870 });
    // The art frame shows the uploaded picture's colour (200, 40, 90), give or take JPEG rounding.
    const { data } = await image
      .extract({ left: 280, top: 320, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    [200, 40, 90].forEach((channel, i) => expect(Math.abs(data[i] - channel)).toBeLessThanOrEqual(2));
  });
});

describe('Champion files are cached per version', () => {
  it('answers the PDF and image with an ETag and 304 for it, and a new ETag once the Champion is edited', async () => {
    const { id, token } = await created();
    for (const [route, path] of [
      [pdfRoute, 'pdf?back=1&paper=letter'],
      [imageRoute, 'image?lang=fr'],
    ] as const) {
      const first = await route.GET(new Request(`${base}/api/champions/${id}/${path}`), params(id));
      const etag = first.headers.get('etag')!;
      expect([first.status, first.headers.get('cache-control')]).toEqual([200, 'no-cache']);
      const again = await route.GET(
        new Request(`${base}/api/champions/${id}/${path}`, { headers: { 'if-none-match': etag } }),
        params(id),
      );
      expect([again.status, (await again.arrayBuffer()).byteLength]).toEqual([304, 0]);
      await single.PUT(
        jsonRequest(
          'PUT',
          `/api/champions/${id}`,
          { ...design, name: `Lame ${path.slice(0, 3)}` },
          { authorization: `Bearer ${token}` },
        ),
        params(id),
      );
      const edited = await route.GET(
        new Request(`${base}/api/champions/${id}/${path}`, { headers: { 'if-none-match': etag } }),
        params(id),
      );
      expect(edited.status).toBe(200);
      expect(edited.headers.get('etag')).not.toBe(etag);
    }
  });
});

describe('POST /api/champions/check-picture', () => {
  it('returns the PNG the server keeps, or the reason it refuses the file', async () => {
    const ok = await check.POST(
      new Request(`${base}/api/champions/check-picture`, { method: 'POST', body: await png(640, 480) }),
    );
    expect(await ok.json()).toMatchObject({
      width: 640,
      height: 480,
      dataUrl: expect.stringMatching(/^data:image\/png;base64,iVBOR/),
    });
    const text = await check.POST(
      new Request(`${base}/api/champions/check-picture`, { method: 'POST', body: 'plain text' }),
    );
    expect(text.status).toBe(400);
    expect((await text.json()).errors[0]).toMatchObject({
      field: 'picture',
      message: expect.stringContaining('not a picture'),
    });
  });
});
