import { bilingual } from '../messages';
import type { FieldError } from '../types';
import { jsonShapeOk } from './jsonShape';

/** A Champion with its picture, base64 included, fits well under this; a 5 MB picture plus the form. */
export const UPLOAD_MAX_BYTES = 6 * 1024 * 1024;

export interface Submission {
  /** name, author, attack, health, abilities, framing: checked later. */
  fields: Record<string, unknown>;
  /** New picture bytes; null removes the picture; undefined keeps the current one. */
  picture: Uint8Array | null | undefined;
}

export type SubmissionResult = { ok: true; value: Submission } | { ok: false; status: 400 | 413 | 415; errors: FieldError[] };

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The 413 message: with the size when the request declared it. */
export function uploadTooLarge(size: string | null): FieldError {
  const max = UPLOAD_MAX_BYTES / 1024 / 1024;
  if (size === null) return { field: 'picture', ...bilingual('errUploadOver', { max }) };
  return { field: 'picture', ...bilingual('errUploadTooLarge', { size, max }, { size: size.replace('.', ','), max }) };
}

const fail = (status: 400 | 415, field: string, ...message: Parameters<typeof bilingual>): SubmissionResult => ({ ok: false, status, errors: [{ field, ...bilingual(...message) }] });

/** Reads at most `max` bytes: the declared length is not trusted, the stream is counted. */
export async function readBounded(request: Request, max: number): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; size: string | null }> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return { ok: false, size: mb(declared) };
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      total += chunk.value.byteLength;
      if (total > max) {
        await reader.cancel();
        return { ok: false, size: null };
      }
      chunks.push(chunk.value);
    }
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeDataUrl(value: string): Uint8Array | null {
  const match = /^(?:data:[\w/+.-]*;base64,)?([A-Za-z0-9+/=\s]+)$/.exec(value);
  return match ? new Uint8Array(Buffer.from(match[1], 'base64')) : null;
}

async function fromForm(bytes: Uint8Array, contentType: string): Promise<SubmissionResult> {
  let form: FormData;
  try {
    form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return fail(400, 'body', 'errUploadForm');
  }
  const design = String(form.get('design') ?? '');
  if (!jsonShapeOk(design)) return fail(400, 'design', 'errDesignShape');
  let fields: unknown;
  try {
    fields = JSON.parse(design);
  } catch {
    return fail(400, 'design', 'errNotObject');
  }
  if (!isRecord(fields)) return fail(400, 'design', 'errNotObject');
  const file = form.get('picture');
  let picture: Uint8Array | null | undefined;
  if (file instanceof Blob && file.size > 0) picture = new Uint8Array(await file.arrayBuffer());
  else if (typeof file === 'string' && file !== '') return fail(400, 'picture', 'errPictureField');
  if (picture === undefined && ['1', 'true'].includes(String(form.get('removePicture')))) picture = null;
  return { ok: true, value: { fields, picture } };
}

function fromJson(bytes: Uint8Array): SubmissionResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(400, 'body', 'bodyNotJson');
  }
  if (!jsonShapeOk(text)) return fail(400, 'design', 'errDesignShape');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(400, 'body', 'bodyNotJson');
  }
  if (!isRecord(body)) return fail(400, 'design', 'errNotObject');
  const { picture: raw, ...fields } = body;
  if (raw === undefined || raw === null) return { ok: true, value: { fields, picture: raw } };
  const picture = typeof raw === 'string' ? decodeDataUrl(raw) : null;
  return picture ? { ok: true, value: { fields, picture } } : fail(400, 'picture', 'errPictureField');
}

/** Reads a Champion sent as multipart form data ("design" JSON + "picture" file) or as JSON. */
export async function readSubmission(request: Request): Promise<SubmissionResult> {
  const body = await readBounded(request, UPLOAD_MAX_BYTES);
  if (!body.ok) return { ok: false, status: 413, errors: [uploadTooLarge(body.size)] };
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) return fromForm(body.bytes, contentType);
  if (/^application\/json/i.test(contentType) || contentType === '') return fromJson(body.bytes);
  return fail(415, 'body', 'errUploadForm');
}
