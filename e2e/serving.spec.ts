import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { deflateSync } from 'node:zlib';
import { crc32 } from '../lib/champions/crc32';
import { expect, test } from './fixtures';

const CODE = 'BAAAAAAjMBHNsPIE';

test('TRACE and methods the app does not take get 405 with Allow, never a 500', async ({ request }) => {
  for (const [method, path] of [
    ['TRACE', '/api/decks'],
    ['TRACE', '/'],
    ['PROPFIND', '/api/health'],
  ]) {
    const answer = await request.fetch(path, { method });
    expect(answer.status(), `${method} ${path}`).toBe(405);
    expect(answer.headers().allow).toContain('GET');
  }
  const posted = await request.post('/cards', {
    data: 'x=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect([posted.status(), posted.headers().allow]).toEqual([405, 'GET, HEAD']);
});

test('a body declared over every limit is refused before it is read', async ({ baseURL }) => {
  // The request says 11 MB and sends two bytes: only an answer given before reading can come back.
  const { hostname, port } = new URL(baseURL!);
  const reply = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/champions HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${11 * 1024 * 1024}\r\n\r\n{}`,
      );
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.includes('}') && text.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  expect(reply).toMatch(/^HTTP\/1\.1 413 /);
  expect(reply).toContain('"code":"body-too-large"');
});

/**
 * Sends `head` (and `body`) on a raw connection and resolves with what comes back once the server
 * answers in full or closes: Playwright's and Node's clients would not send these requests as written.
 */
function raw(baseURL: string, head: string, body = ''): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head.replace(/\n/g, '\r\n')}\r\n\r\n${body}`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
      const [headers, ...rest] = text.split('\r\n\r\n');
      const length = /^content-length: *(\d+)/im.exec(headers)?.[1];
      if (
        rest.length > 0 &&
        (length === undefined
          ? /^HTTP\/1\.1 (?:204|304)/.test(headers)
          : rest.join('\r\n\r\n').length >= Number(length))
      )
        socket.destroy();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

test('a body sent where none belongs is refused before it is read, the path judged after resolving ..', async ({
  baseURL,
}) => {
  // Each says 10 MB and sends five bytes: only an answer given before reading can come back.
  const big = `Content-Length: ${10 * 1024 * 1024}`;
  for (const [request, status] of [
    [`OPTIONS /cards HTTP/1.1\nHost: x\n${big}`, 405],
    [`POST /api/%2e%2e/cards HTTP/1.1\nHost: x\nContent-Type: application/json\n${big}`, 405],
    [`POST /api/decks/%2E%2E/../cards HTTP/1.1\nHost: x\nContent-Type: application/json\n${big}`, 405],
    [`GET /api/health HTTP/1.1\nHost: x\n${big}`, 413],
    [`OPTIONS /api/decks HTTP/1.1\nHost: x\nTransfer-Encoding: chunked`, 413],
  ] as const) {
    const reply = await raw(baseURL!, request, request.includes('chunked') ? '5\r\n{"a":\r\n' : '{"a":');
    expect(reply, request).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(reply, request).toMatch(/^connection: close/im);
    expect(JSON.parse(reply.split('\r\n\r\n')[1]), request).toMatchObject({
      code: status === 405 ? 'method-not-allowed' : 'body-too-large',
    });
  }
});

test('OPTIONS on a page is 405 with Allow and a body; OPTIONS * says what the server takes', async ({
  baseURL,
  request,
}) => {
  const options = await request.fetch('/cards', { method: 'OPTIONS' });
  expect([options.status(), options.headers().allow]).toEqual([405, 'GET, HEAD']);
  expect(await options.json()).toMatchObject({ code: 'method-not-allowed', allowed: ['GET', 'HEAD'] });
  const star = await raw(baseURL!, 'OPTIONS * HTTP/1.1\nHost: x');
  expect(star).toMatch(/^HTTP\/1\.1 204 /);
  expect(star).toMatch(/^allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r$/im);
});

test('the card API refuses in the one error shape, with a code and the field at fault', async ({ request }) => {
  for (const [path, status, field] of [
    ['/api/cards/zzz', 404, 'slug'],
    ['/api/cards?q=rage&lang=de', 400, 'lang'],
    [`/api/cards?q=${'a'.repeat(501)}`, 400, 'q'],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(status);
    expect(await answer.json(), path).toMatchObject({ error: expect.any(String), code: expect.any(String), field });
  }
  const put = await request.put('/api/cards', { data: '{}', headers: { 'content-type': 'application/json' } });
  expect(put.status()).toBe(405);
  expect(put.headers().allow).toContain('GET');
  expect(await put.json()).toMatchObject({ code: 'method-not-allowed' });
});

test('an id no record can have is a 404 in the one error shape, whatever the store', async ({ request }) => {
  for (const path of ['/api/champions/%00/image', '/api/champions/%00/pdf', '/api/champions/a%00b', '/api/decks/%00']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.json(), path).toMatchObject({ code: 'not-found', field: 'id' });
  }
});

test('an absolute-form request is answered for its path; no redirect names the host it gave', async ({ baseURL }) => {
  const health = await raw(
    baseURL!,
    'GET http://evil.example/api/health HTTP/1.1\nHost: erret.example\nConnection: close',
  );
  expect(health).toMatch(/^HTTP\/1\.1 200 /);
  expect(health).toContain('"ok":true');
  for (const path of ['/cards/', '/api/health/']) {
    const reply = await raw(
      baseURL!,
      `GET http://evil.example${path} HTTP/1.1\nHost: erret.example\nConnection: close`,
    );
    expect(reply, path).not.toContain('evil.example');
  }
});

test('a request whose announced body never comes is answered 408 and let go', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const reply = await raw(
    baseURL!,
    'POST /api/decks HTTP/1.1\nHost: x\nContent-Type: application/json\nContent-Length: 100',
    '{"name":',
  );
  expect(reply).toMatch(/^HTTP\/1\.1 408 /);
});

test('a write from another site’s page is refused with 403, a zero-byte picture with 400', async ({ request }) => {
  const forged = await request.post('/api/decks', {
    data: '{"name":"x"}',
    headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect([forged.status(), (await forged.json()).code]).toEqual([403, 'cross-site']);
  const empty = await request.post('/api/champions', {
    multipart: {
      design: JSON.stringify({ name: 'Empty frame', attack: 1, health: 2, abilities: [] }),
      picture: { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
    },
  });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toMatchObject({
    code: 'invalid-picture',
    field: 'picture',
    errors: [{ message: 'The file is empty.' }],
  });
});

test('a page names its inline scripts in its policy, and the internal rewrite address is not sent', async ({
  page,
  request,
}) => {
  const answer = await request.get('/cards');
  const headers = answer.headers();
  expect(headers['x-middleware-rewrite']).toBeUndefined();
  const policy = headers['content-security-policy'];
  const scripts = policy.split('; ').find((d) => d.startsWith('script-src'))!;
  expect(scripts).not.toContain('unsafe-inline');
  expect(scripts).not.toContain('unsafe-eval');
  const html = await answer.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const body of inline)
    expect(scripts).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  // And the page still comes to life under it: the fixture waits for hydration, a violation would be logged.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/cards');
  await page.getByRole('searchbox').first().fill('ab:rage');
  await expect(page).toHaveURL(/q=ab/);
  expect(violations).toEqual([]);
});

test('every inline script of the main pages runs under their policy, rendered for the request or cached', async ({
  page,
  request,
}) => {
  // Each page twice: the deck page is rendered on its first request and served from Next's cache after.
  const paths = ['/', '/cards', '/cards/baron', `/d/${CODE}`, '/decks', '/play', '/champions/new', '/help/search'];
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of [...paths, ...paths, '/cards?lang=fr', `/d/${CODE}?lang=fr`]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const scripts = answer
      .headers()
      ['content-security-policy'].split('; ')
      .find((d) => d.startsWith('script-src'))!;
    const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
    const html = await answer.text();
    // The nonce Next renders with stays on the server: a page carries its own nonce or none.
    for (const [, carried] of html.matchAll(/\snonce="([^"]*)"/g)) expect(carried, path).toBe(nonce);
    for (const [, attributes, body] of html.matchAll(/<script\b((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
      const allowed =
        nonce !== undefined
          ? attributes.includes(`nonce="${nonce}"`)
          : scripts.includes(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      expect(allowed, `${path}: ${body.slice(0, 60)}`).toBe(true);
    }
    await page.goto(path);
  }
  expect(violations).toEqual([]);
  // A page's server-components payload (what the client router fetches) is rendered with that
  // nonce too: each answer names a nonce of its own instead.
  const payloadNonces = new Set<string>();
  for (const path of ['/play', '/decks', `/d/${CODE}`]) {
    const payload = await (await request.get(path, { headers: { rsc: '1' } })).text();
    const nonces = new Set([...payload.matchAll(/"nonce":"([^"]+)"/g)].map((match) => match[1]));
    expect(nonces.size, path).toBe(1);
    payloadNonces.add([...nonces][0]);
  }
  expect(payloadNonces.size).toBe(3);
});

test('the sharing image of an invalid code is a 404', async ({ request }) => {
  expect((await request.get(`/api/d/${CODE}/image`)).status()).toBe(200);
  const broken = await request.get(`/api/d/${CODE.slice(0, 10)}/image`);
  expect(broken.status()).toBe(404);
  expect(broken.headers()['content-type']).toBe('image/png');
});

test('a picture that decodes huge is refused from its header', async ({ request }) => {
  const png = hugePng(8000, 8000);
  expect(png.length).toBeLessThan(200);
  const answer = await request.post('/api/champions/check-picture', {
    data: png,
    headers: { 'content-type': 'image/png' },
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({
    code: 'invalid-picture',
    errors: [{ message: expect.stringContaining('8000 × 8000 pixels') }],
  });
});

/** A tiny 16-bit PNG whose header claims `width` × `height` pixels. */
function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([16, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(8))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
