import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { readSubmission, readUpload, UPLOAD_MAX_BYTES } from './submission';

async function refusal(promise: Promise<unknown>): Promise<ApiError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

const streamOf = (chunks: number, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });

describe('readUpload', () => {
  it('refuses a declared length over the limit without reading, with its size in the designer’s words', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      body: 'tiny',
      headers: { 'content-length': String(20 * 1024 * 1024) },
    });
    const error = await refusal(readUpload(request));
    expect(error).toMatchObject({
      status: 413,
      code: 'body-too-large',
      field: 'picture',
      data: { limit: UPLOAD_MAX_BYTES, errors: [{ messageFr: expect.stringContaining('20,0 Mo') }] },
    });
  });

  it('counts an undeclared stream and stops as soon as it goes over', async () => {
    const over = new Request('http://x/', {
      method: 'POST',
      body: streamOf(7 * 1024, 1024),
      duplex: 'half',
    } as RequestInit);
    expect(await refusal(readUpload(over))).toMatchObject({ status: 413, code: 'body-too-large' });
    const under = new Request('http://x/', { method: 'POST', body: streamOf(4, 1024), duplex: 'half' } as RequestInit);
    expect(await readUpload(under)).toHaveLength(4096);
  });
});

describe('readSubmission', () => {
  const json = (body: unknown) =>
    new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('reads JSON fields and a base64 picture (data URL or bare), null to remove it', async () => {
    const bytes = Uint8Array.from([137, 80, 78, 71]);
    const b64 = Buffer.from(bytes).toString('base64');
    for (const picture of [`data:image/png;base64,${b64}`, b64]) {
      expect(await readSubmission(json({ name: 'A', picture }))).toEqual({ fields: { name: 'A' }, picture: bytes });
    }
    expect(await readSubmission(json({ name: 'A', picture: null }))).toEqual({ fields: { name: 'A' }, picture: null });
    expect(await readSubmission(json({ name: 'A' }))).toEqual({ fields: { name: 'A' }, picture: undefined });
    expect(await refusal(readSubmission(json({ name: 'A', picture: '' })))).toMatchObject({
      status: 400,
      field: 'picture',
    });
  });

  it('reads multipart: the design as JSON, an empty file input as no picture, removePicture', async () => {
    const form = new FormData();
    form.set('design', JSON.stringify({ name: 'B' }));
    form.set('picture', new Blob([]), '');
    form.set('removePicture', '1');
    expect(await readSubmission(new Request('http://x/', { method: 'POST', body: form }))).toEqual({
      fields: { name: 'B' },
      picture: null,
    });
  });

  it('keeps a zero-byte file that has a name, for the picture check to refuse', async () => {
    const form = new FormData();
    form.set('design', JSON.stringify({ name: 'B' }));
    form.set('picture', new File([], 'empty.png', { type: 'image/png' }));
    expect(await readSubmission(new Request('http://x/', { method: 'POST', body: form }))).toEqual({
      fields: { name: 'B' },
      picture: new Uint8Array(0),
    });
  });

  it('names the field of a malformed submission', async () => {
    const bad = async (request: Request) => {
      const error = await refusal(readSubmission(request));
      return error && [error.status, error.field];
    };
    expect(await bad(json({ picture: 42 }))).toEqual([400, 'picture']);
    expect(await bad(json([1, 2]))).toEqual([400, 'design']);
    const form = new FormData();
    form.set('design', 'not json');
    expect(await bad(new Request('http://x/', { method: 'POST', body: form }))).toEqual([400, 'design']);
    expect(
      await bad(new Request('http://x/', { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a,b' })),
    ).toEqual([415, 'body']);
  });
});

describe('readSubmission: nested bodies are refused before they are parsed', () => {
  const deep = `{"name":"A","attack":1,"health":1,"framing":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;

  it('as a JSON body', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(await refusal(readSubmission(request))).toMatchObject({
      status: 400,
      field: 'design',
      message: expect.stringContaining('nested too deep'),
    });
  });

  it('as the design part of a form', async () => {
    const form = new FormData();
    form.set('design', deep);
    const request = new Request('http://x/', { method: 'POST', body: form });
    expect(await refusal(readSubmission(request))).toMatchObject({
      status: 400,
      field: 'design',
      data: { errors: [{ field: 'design' }] },
    });
  });
});
