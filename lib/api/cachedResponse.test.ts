import { describe, expect, it } from 'vitest';
import { cachedResponse, renderCount } from './cachedResponse';

const url = 'http://127.0.0.1/x';
const produce =
  (text: string, status = 200) =>
  async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return new Response(text, { status, headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } });
  };

describe('cachedResponse', () => {
  it('renders a burst of requests for one key once, and serves it with an ETag and the given caching', async () => {
    const before = renderCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        cachedResponse(new Request(url), 'burst', 'public, max-age=60', produce('bytes')),
      ),
    );
    expect(renderCount() - before).toBe(1);
    expect(await Promise.all(answers.map((r) => r.text()))).toEqual(Array(8).fill('bytes'));
    const etag = answers[0].headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(answers[0].headers.get('cache-control')).toBe('public, max-age=60');
    expect(answers[0].headers.get('content-type')).toBe('text/plain');
    const again = await cachedResponse(new Request(url), 'burst', 'public, max-age=60', produce('other'));
    expect([await again.text(), renderCount() - before]).toEqual(['bytes', 1]);
  });

  it('answers 304 without a body when the client holds the same ETag, 200 for another one', async () => {
    const first = await cachedResponse(new Request(url), 'etag', 'public, max-age=60', produce('content'));
    const etag = first.headers.get('etag')!;
    const same = await cachedResponse(
      new Request(url, { headers: { 'if-none-match': `W/${etag}, "zz"` } }),
      'etag',
      'public, max-age=60',
      produce('content'),
    );
    expect([same.status, await same.text(), same.headers.get('etag')]).toEqual([304, '', etag]);
    const stale = await cachedResponse(
      new Request(url, { headers: { 'if-none-match': '"old"' } }),
      'etag',
      'public, max-age=60',
      produce('content'),
    );
    expect([stale.status, await stale.text()]).toEqual([200, 'content']);
  });

  it('passes refusals through without keeping them', async () => {
    const before = renderCount();
    const refused = await cachedResponse(new Request(url), 'refused', 'public, max-age=60', produce('no', 404));
    expect([refused.status, refused.headers.get('cache-control'), refused.headers.get('etag')]).toEqual([
      404,
      'no-store',
      null,
    ]);
    const later = await cachedResponse(new Request(url), 'refused', 'public, max-age=60', produce('yes'));
    expect([later.status, await later.text(), renderCount() - before]).toEqual([200, 'yes', 2]);
  });
});
