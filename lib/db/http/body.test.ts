import { describe, expect, it } from 'vitest';
import { readJsonBody } from './body';
import { HttpError } from './errors';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/api/decks', { method: 'POST', body, headers, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit);

async function failure(request: Request, max?: number) {
  try {
    await readJsonBody(request, max);
  } catch (error) {
    return error instanceof HttpError ? [error.status, error.message] : ['other', String(error)];
  }
  return null;
}

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    expect(await readJsonBody(post('{"a":[1,"é"]}'))).toEqual({ a: [1, 'é'] });
  });

  it('rejects bad JSON, empty bodies and invalid UTF-8 with 400', async () => {
    expect(await failure(post('{"a":'))).toEqual([400, expect.stringMatching(/not valid JSON/)]);
    expect(await failure(post('  '))).toEqual([400, 'The request needs a JSON body.']);
    expect(await failure(post(null))).toEqual([400, 'The request needs a JSON body.']);
    expect(await failure(post(new Uint8Array([0x7b, 0xff, 0x7d])))).toEqual([400, 'The request body is not valid UTF-8.']);
  });

  it('refuses bodies over the cap with 413, by header or by counting a stream', async () => {
    expect(await failure(post('x'.repeat(100), { 'content-length': '100' }), 50)).toEqual([413, 'The request body is larger than 50 bytes.']);
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    expect(await failure(post(endless), 16 * 1024)).toEqual([413, expect.stringMatching(/larger than 16384/)]);
    expect(pulls).toBeLessThan(40);
    expect(await readJsonBody(post(`"${'a'.repeat(48)}"`), 50)).toHaveLength(48);
  });
});
