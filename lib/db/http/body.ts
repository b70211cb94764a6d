import { HttpError } from './errors';

export const MAX_BODY_BYTES = 16 * 1024;

/** Reads a JSON body of at most `maxBytes`, without ever buffering more than that. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const tooLarge = () => new HttpError(413, `The request body is larger than ${maxBytes} bytes.`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) throw new HttpError(400, 'The request needs a JSON body.');
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
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8.');
  }
  if (!text.trim()) throw new HttpError(400, 'The request needs a JSON body.');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `The request body is not valid JSON: ${(error as Error).message}`);
  }
}
