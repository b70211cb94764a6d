import { bilingual } from '../../champions/messages';
import type { FieldError } from '../../champions/types';
import { readBytes, utf8 } from '../body';
import { ApiError } from '../errors';
import { championError } from './errors';
import { jsonShapeOk } from './jsonShape';
import { designObject } from './requestFields';

/** A Champion with its picture, base64 included, fits well under this; a 5 MB picture plus the form. */
export const UPLOAD_MAX_BYTES = 6 * 1024 * 1024;

export interface Submission {
  /** name, author, attack, health, abilities, framing: checked later. */
  fields: Record<string, unknown>;
  /** New picture bytes; null removes the picture; undefined keeps the current one. */
  picture: Uint8Array | null | undefined;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The upload's bytes; over the limit, the 413 says so in the designer's words (with the size when declared). */
export async function readUpload(request: Request): Promise<Uint8Array> {
  try {
    return await readBytes(request, UPLOAD_MAX_BYTES, 'picture');
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'body-too-large') throw error;
    const size = typeof error.data.size === 'number' ? mb(error.data.size) : null;
    const max = UPLOAD_MAX_BYTES / 1024 / 1024;
    const message: FieldError =
      size === null
        ? { field: 'picture', ...bilingual('errUploadOver', { max }) }
        : { field: 'picture', ...bilingual('errUploadTooLarge', { size, max }, { size: size.replace('.', ','), max }) };
    throw new ApiError(413, 'body-too-large', message.message, {
      field: 'picture',
      data: { ...error.data, errors: [message] },
    });
  }
}

function decodeDataUrl(value: string): Uint8Array | null {
  const match = /^(?:data:[\w/+.-]*;base64,)?([A-Za-z0-9+/=\s]+)$/.exec(value);
  return match ? new Uint8Array(Buffer.from(match[1], 'base64')) : null;
}

function designFields(text: string, notJson: 'errNotObject' | 'bodyNotJson'): Record<string, unknown> {
  if (!jsonShapeOk(text)) throw championError(400, 'invalid-champion', 'design', 'errDesignShape');
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    throw notJson === 'bodyNotJson'
      ? championError(400, 'body-not-json', 'body', 'bodyNotJson')
      : championError(400, 'invalid-champion', 'design', 'errNotObject');
  }
  // The object as sent, every key kept: a "__proto__" among them is refused as an unknown field later.
  if (!designObject.safeParse(fields).success) throw championError(400, 'invalid-champion', 'design', 'errNotObject');
  return fields as Record<string, unknown>;
}

async function fromForm(bytes: Uint8Array, contentType: string): Promise<Submission> {
  let form: FormData;
  try {
    form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw championError(400, 'unsupported-type', 'body', 'errUploadForm');
  }
  const fields = designFields(String(form.get('design') ?? ''), 'errNotObject');
  const file = form.get('picture');
  let picture: Uint8Array | null | undefined;
  if (file instanceof File && file.size === 0 && file.name === '')
    picture = undefined; // an empty file input
  else if (file instanceof Blob) picture = new Uint8Array(await file.arrayBuffer());
  else if (typeof file === 'string' && file !== '')
    throw championError(400, 'invalid-picture', 'picture', 'errPictureField');
  if (picture === undefined && ['1', 'true'].includes(String(form.get('removePicture')))) picture = null;
  return { fields, picture };
}

function fromJson(bytes: Uint8Array): Submission {
  let text: string;
  try {
    text = utf8(bytes);
  } catch {
    throw championError(400, 'body-not-utf8', 'body', 'bodyNotJson');
  }
  const { picture: raw, ...fields } = designFields(text, 'bodyNotJson');
  if (raw === undefined || raw === null) return { fields, picture: raw };
  const picture = typeof raw === 'string' ? decodeDataUrl(raw) : null;
  if (!picture) throw championError(400, 'invalid-picture', 'picture', 'errPictureField');
  return { fields, picture };
}

/** Reads a Champion sent as multipart form data ("design" JSON + "picture" file) or as JSON. */
export async function readSubmission(request: Request): Promise<Submission> {
  const bytes = await readUpload(request);
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) return fromForm(bytes, contentType);
  if (/^application\/json/i.test(contentType) || contentType === '') return fromJson(bytes);
  throw championError(415, 'unsupported-type', 'body', 'errUploadForm');
}
