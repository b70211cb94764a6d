import { bilingual } from './messages';
import type { FieldError } from './types';

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413; error: FieldError };

function tooLarge(maxBytes: number): BodyResult {
  return { ok: false, status: 413, error: { field: 'body', ...bilingual('bodyTooLarge', { max: maxBytes / 1024 }) } };
}

/**
 * Reads a JSON body of at most `maxBytes`. The declared length is not trusted: the stream is
 * counted as it arrives and abandoned as soon as it goes over.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) return tooLarge(maxBytes);
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      total += chunk.value.length;
      if (total > maxBytes) {
        await reader.cancel();
        return tooLarge(maxBytes);
      }
      chunks.push(chunk.value);
    }
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, status: 400, error: { field: 'body', ...bilingual('bodyNotJson') } };
  }
}
