import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachStore } from '@/lib/api/fixtures/eachStore';
import * as collection from '../../route';
import * as single from '../route';
import * as imageRoute from '../image/route';
import * as pdfRoute from '../pdf/route';
import * as pictureRoute from './route';

const base = 'http://127.0.0.1:3000';
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const design = { name: 'Garde Mouvante', author: '', attack: 2, health: 3, abilities: [] };
const png = (red: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: red, g: 40, b: 90 } } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

function form(method: string, path: string, picture: Uint8Array, token?: string) {
  const body = new FormData();
  body.set('design', JSON.stringify(design));
  body.set('picture', new Blob([picture as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'art.png');
  return new Request(`${base}${path}`, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function pictureUrl(id: string): Promise<string | null> {
  return (await (await single.GET(new Request(`${base}/api/champions/${id}`), params(id))).json()).picture?.url ?? null;
}

const getPicture = (url: string, headers: Record<string, string> = {}) =>
  pictureRoute.GET(new Request(`${base}${url}`, { headers }), params(url.split('/')[3]));

describeEachStore('GET /api/champions/<id>/picture', () => {
  it('lets only a browser keep the picture for good, and only at the address that names its content', async () => {
    const created = await collection.POST(form('POST', '/api/champions', await png(200)));
    const { id } = await created.json();
    const url = (await pictureUrl(id))!;
    const named = await getPicture(url);
    expect([named.status, named.headers.get('cache-control')]).toEqual([200, 'private, max-age=31536000, immutable']);
    const bare = await getPicture(`/api/champions/${id}/picture`);
    expect([bare.status, bare.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    const etag = bare.headers.get('etag')!;
    const revalidated = await getPicture(`/api/champions/${id}/picture`, { 'if-none-match': etag });
    expect([revalidated.status, (await revalidated.arrayBuffer()).byteLength]).toEqual([304, 0]);
  });

  it('answers 404 at the old address once the picture is replaced, and everywhere once it is removed', async () => {
    const created = await collection.POST(form('POST', '/api/champions', await png(10)));
    const { id, token } = await created.json();
    const first = (await pictureUrl(id))!;
    expect((await single.PUT(form('PUT', `/api/champions/${id}`, await png(250), token), params(id))).status).toBe(200);
    const second = (await pictureUrl(id))!;
    expect(second).not.toBe(first);
    const old = await getPicture(first);
    expect([old.status, (await old.json()).code, old.headers.get('cache-control')]).toEqual([
      404,
      'no-picture',
      'no-store',
    ]);
    expect((await getPicture(second)).status).toBe(200);
    const removal = new Request(`${base}/api/champions/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...design, picture: null }),
    });
    expect((await single.PUT(removal, params(id))).status).toBe(200);
    for (const url of [first, second, `/api/champions/${id}/picture`])
      expect((await getPicture(url)).status, url).toBe(404);
  });

  it('never lets a shared cache keep the card image or PDF of a Champion that can still change', async () => {
    const { id } = await (await collection.POST(form('POST', '/api/champions', await png(90)))).json();
    for (const [route, path] of [
      [imageRoute, 'image'],
      [pdfRoute, 'pdf'],
    ] as const) {
      const answer = await route.GET(new Request(`${base}/api/champions/${id}/${path}`), params(id));
      expect([answer.status, answer.headers.get('cache-control')], path).toEqual([200, 'no-cache']);
      expect(answer.headers.get('etag'), path).toBeTruthy();
    }
  });
});
