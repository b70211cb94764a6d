import { ApiError } from './errors';

export const MAX_JSON_BYTES = 16 * 1024;

/**
 * The body's bytes, at most `maxBytes` of them: a declared length over the limit is refused
 * before anything is read, and a stream that runs over is abandoned as soon as it does.
 */
export async function readBytes(request: Request, maxBytes: number, field = 'body'): Promise<Uint8Array> {
  const tooLarge = (size?: number) =>
    new ApiError(413, 'body-too-large', `The request body is larger than ${maxBytes} bytes.`, {
      field,
      data: { limit: maxBytes, ...(size ? { size } : {}) },
    });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(declared);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** UTF-8 text; bytes that are not UTF-8 are refused rather than replaced. */
export function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'body-not-utf8', 'The request body is not valid UTF-8.', { field: 'body' });
  }
}

/** Parses JSON text, refusing an empty body and bad JSON with 400. */
export function parseJson(text: string): unknown {
  if (!text.trim()) throw new ApiError(400, 'body-missing', 'The request needs a JSON body.', { field: 'body' });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, 'body-not-json', `The request body is not valid JSON: ${(error as Error).message}`, {
      field: 'body',
    });
  }
}

/** A JSON body of at most `maxBytes`. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  return parseJson(utf8(await readBytes(request, maxBytes)));
}
