import { PRECONSTRUCTED } from '../lib/cards';
import { encodeDeck } from '../lib/decks';
import { expect, test } from './fixtures';

// Run against the deploy recipe only (playwright.deploy.config.ts): nginx at baseURL, and the two
// app processes behind it at the ports after ERRET_DEPLOY_APP_PORT. What one process changes,
// the other and the edge never serve stale.
const first = Number(process.env.ERRET_DEPLOY_APP_PORT);
const processes = [`http://127.0.0.1:${first}`, `http://127.0.0.1:${first + 1}`];

// A 64 × 64 PNG of one colour.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAnklEQVR4nO2SwQkAQRCDkrP/nreIe8hAIAWoJP04vegEnQB6xe5C3F10gk4AvWJ3Ie4uOkEngF6xuxB3F52gE0Cv2F2Iu4tO0AmgV+wuxN1FJ+gE0Ct2F+LuohN0AugVuwtxd9EJOgH0it2FuLvoBJ0AesXuQtxddIJOAL1idyHuLjpBJ4BesbsQdxedoBNAr9hdiLuLTtAJoFf8c6EHl/RgAYSAjEQAAAAASUVORK5CYII=',
  'base64',
);
const design = { name: 'Two Roads', attack: 2, health: 2, abilities: [] };

test('a Champion picture removed through one process is a 404 at once on the other and at the edge', async ({
  request,
  baseURL,
}) => {
  const created = await request.post(`${processes[0]}/api/champions`, {
    multipart: { design: JSON.stringify(design), picture: { name: 'p.png', mimeType: 'image/png', buffer: PICTURE } },
  });
  expect(created.status()).toBe(201);
  const { id, token } = await created.json();
  const named = (await (await request.get(`${processes[1]}/api/champions/${id}`)).json()).picture.url as string;
  const paths = [named, `/api/champions/${id}/picture`];
  const everywhere = [baseURL!, ...processes];
  // Asked twice at each: the edge would have kept what it may keep by now.
  for (const origin of everywhere)
    for (const path of [...paths, `/api/champions/${id}/image`])
      for (let i = 0; i < 2; i += 1)
        expect((await request.get(`${origin}${path}`)).status(), `${origin}${path}`).toBe(200);
  const image = await request.get(`${baseURL}/api/champions/${id}/image`);
  const removed = await request.put(`${processes[1]}/api/champions/${id}`, {
    data: { ...design, picture: null },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(200);
  for (const origin of everywhere) {
    for (const path of paths) expect((await request.get(`${origin}${path}`)).status(), `${origin}${path}`).toBe(404);
    const after = await request.get(`${origin}/api/champions/${id}/image`);
    expect(after.headers().etag, origin).not.toBe(image.headers().etag);
  }
});

test('a Champion edited or removed through one process changes its deck’s page, image and PDF at once everywhere', async ({
  request,
  baseURL,
}) => {
  const created = await request.post(`${processes[0]}/api/champions`, {
    multipart: { design: JSON.stringify({ ...design, name: 'Ashen Ferry' }) },
  });
  expect(created.status()).toBe(201);
  const { id, token } = await created.json();
  const code = encodeDeck(PRECONSTRUCTED[0].cards, id);
  const elsewhere = [processes[1], baseURL!];
  const read = async (origin: string) => {
    const [page, image, pdf] = await Promise.all([
      request.get(`${origin}/d/${code}`).then((r) => r.text()),
      request.get(`${origin}/api/d/${code}/image`),
      request.get(`${origin}/api/d/${code}/pdf`),
    ]);
    return {
      origin,
      description: /<meta name="description" content="([^"]*)"/.exec(page)?.[1],
      unprintable: page.includes('data-testid="deck-print-unavailable"'),
      image: image.headers().etag,
      pdf: `${pdf.status()} ${pdf.headers().etag}`,
    };
  };
  // Asked twice at each: every cache on the way (each process's, the edge's) holds them by now.
  const before = [];
  for (const origin of elsewhere) {
    await read(origin);
    before.push(await read(origin));
    expect(before.at(-1)!.description, origin).toContain('Champion: Ashen Ferry');
  }
  const edited = await request.put(`${processes[0]}/api/champions/${id}`, {
    data: { ...design, name: 'Lantern Ferry' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(edited.status()).toBe(200);
  // Read at once after the write's answer, through the other process and through the edge.
  const afterEdit = await Promise.all(elsewhere.map(read));
  for (const [i, seen] of afterEdit.entries()) {
    expect.soft(seen.description, seen.origin).toContain('Champion: Lantern Ferry');
    expect.soft(seen.image, `image at ${seen.origin}`).not.toBe(before[i].image);
    expect.soft(seen.pdf, `PDF at ${seen.origin}`).not.toBe(before[i].pdf);
  }
  const removed = await request.delete(`${processes[0]}/api/champions/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(204);
  const afterRemoval = await Promise.all(elsewhere.map(read));
  for (const [i, seen] of afterRemoval.entries()) {
    expect.soft(seen.description, seen.origin).not.toContain('Champion');
    expect.soft(seen.unprintable, seen.origin).toBe(true);
    expect.soft(seen.image, `image at ${seen.origin}`).not.toBe(afterEdit[i].image);
    expect.soft(seen.pdf, `PDF at ${seen.origin}`).toMatch(/^422 /);
  }
});

test('a deck saved through one process is read by the other and listed first by every gallery at once', async ({
  request,
  baseURL,
}) => {
  const newest = (origin: string) => request.get(`${origin}/api/decks?sort=newest&limit=1`).then((r) => r.json());
  // Each gallery has answered (and cached) its newest deck before the write.
  for (const origin of [baseURL!, ...processes]) expect((await newest(origin)).items, origin).toBeDefined();
  const { cards } = await (await request.get(`${baseURL}/api/deck-codes/BAAAAAAjMBHNsPIE`)).json();
  // With a Champion of its own, the deck is a content no other deck has (the gallery lists one item per content).
  const champion = await (
    await request.post(`${processes[1]}/api/champions`, { multipart: { design: JSON.stringify(design) } })
  ).json();
  const saved = await request.post(`${processes[0]}/api/decks`, {
    data: { name: `Crossing ${Date.now().toString(36)}`, cards, champion: champion.id },
  });
  expect(saved.status()).toBe(201);
  const { id } = await saved.json();
  for (const origin of [baseURL!, ...processes]) {
    expect((await request.get(`${origin}/api/decks/${id}`)).status(), origin).toBe(200);
    expect((await newest(origin)).items[0].id, origin).toBe(id);
  }
});

test('the edge keeps a prerendered page once per language, and every process answers', async ({ request, baseURL }) => {
  const french = await request.get(`${baseURL}/cards`, { headers: { cookie: 'erret-lang=fr' } });
  const english = await request.get(`${baseURL}/cards`, { headers: { cookie: 'erret-lang=en' } });
  expect(await french.text()).toContain('<html lang="fr"');
  expect(await english.text()).toContain('<html lang="en"');
  await expect
    .poll(
      async () =>
        (await request.get(`${baseURL}/cards`, { headers: { cookie: 'erret-lang=fr' } })).headers()['x-cache'],
    )
    .toBe('HIT');
  // Both processes serve the same build: any of them may answer any request.
  for (const origin of processes) expect((await request.get(`${origin}/api/health`)).ok(), origin).toBe(true);
});
