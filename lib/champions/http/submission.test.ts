import { describe, expect, it } from 'vitest';
import { readBounded, readSubmission, UPLOAD_MAX_BYTES } from './submission';

const streamOf = (chunks: number, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });

describe('readBounded', () => {
  it('refuses a declared length over the limit without reading, with its size', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'tiny', headers: { 'content-length': String(20 * 1024 * 1024) } });
    expect(await readBounded(request, UPLOAD_MAX_BYTES)).toEqual({ ok: false, size: '20.0' });
  });

  it('counts an undeclared stream and stops as soon as it goes over', async () => {
    const over = new Request('http://x/', { method: 'POST', body: streamOf(8, 1024), duplex: 'half' } as RequestInit);
    expect(await readBounded(over, 4096)).toEqual({ ok: false, size: null });
    const under = new Request('http://x/', { method: 'POST', body: streamOf(4, 1024), duplex: 'half' } as RequestInit);
    const read = await readBounded(under, 4096);
    expect(read.ok && read.bytes.length).toBe(4096);
  });
});

describe('readSubmission', () => {
  const json = (body: unknown) => new Request('http://x/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('reads JSON fields and a base64 picture (data URL or bare), null to remove it', async () => {
    const bytes = Uint8Array.from([137, 80, 78, 71]);
    const b64 = Buffer.from(bytes).toString('base64');
    for (const picture of [`data:image/png;base64,${b64}`, b64]) {
      const result = await readSubmission(json({ name: 'A', picture }));
      expect(result).toEqual({ ok: true, value: { fields: { name: 'A' }, picture: bytes } });
    }
    expect(await readSubmission(json({ name: 'A', picture: null }))).toEqual({ ok: true, value: { fields: { name: 'A' }, picture: null } });
    expect(await readSubmission(json({ name: 'A' }))).toEqual({ ok: true, value: { fields: { name: 'A' }, picture: undefined } });
  });

  it('reads multipart: the design as JSON, an empty file input as no picture, removePicture', async () => {
    const form = new FormData();
    form.set('design', JSON.stringify({ name: 'B' }));
    form.set('picture', new Blob([]), '');
    form.set('removePicture', '1');
    expect(await readSubmission(new Request('http://x/', { method: 'POST', body: form }))).toEqual({ ok: true, value: { fields: { name: 'B' }, picture: null } });
  });

  it('names the field of a malformed submission', async () => {
    const bad = async (request: Request) => {
      const result = await readSubmission(request);
      return result.ok ? null : [result.status, result.errors[0].field];
    };
    expect(await bad(json({ picture: 42 }))).toEqual([400, 'picture']);
    expect(await bad(json([1, 2]))).toEqual([400, 'design']);
    const form = new FormData();
    form.set('design', 'not json');
    expect(await bad(new Request('http://x/', { method: 'POST', body: form }))).toEqual([400, 'design']);
    expect(await bad(new Request('http://x/', { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a,b' }))).toEqual([415, 'body']);
  });
});

describe('readSubmission: nested bodies are refused before they are parsed', () => {
  const deep = `{"name":"A","attack":1,"health":1,"framing":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;

  it('as a JSON body', async () => {
    const request = new Request('http://x/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    const result = await readSubmission(request);
    expect(result).toMatchObject({ ok: false, status: 400, errors: [{ field: 'design', message: expect.stringContaining('nested too deep') }] });
  });

  it('as the design part of a form', async () => {
    const form = new FormData();
    form.set('design', deep);
    const request = new Request('http://x/', { method: 'POST', body: form });
    expect(await readSubmission(request)).toMatchObject({ ok: false, status: 400, errors: [{ field: 'design' }] });
  });
});
