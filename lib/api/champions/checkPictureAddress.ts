import { createHash } from 'node:crypto';
import { ApiError, errorResponse } from '@/lib/api/errors';

/**
 * How a Champion's picture may be kept, from the address it was asked at. Pictures are stored
 * by the SHA-256 of their bytes, and the Champion's pages link to `picture?v=<its first 16 hex
 * digits>`: at that address the bytes never change, so a browser may keep them for a year. No
 * shared cache keeps them (private): a picture removed or replaced must be gone for everyone at
 * once. Asked at the bare address, the answer is revalidated each
 * time (its ETag is the picture's digest); a `v` that is not the Champion's picture (any more)
 * is a 404, never the new picture under the old name.
 */
export async function checkPictureAddress(request: Request, answer: Response): Promise<Response> {
  if (answer.status !== 200) return answer;
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const digest = createHash('sha256').update(bytes).digest('hex');
  const headers = new Headers(answer.headers);
  const asked = new URL(request.url).searchParams.get('v');
  const current = digest.slice(0, 16);
  if (asked !== null && asked !== current)
    return errorResponse(
      new ApiError(404, 'no-picture', 'This picture is no longer the Champion’s.', { field: 'picture' }),
    );
  const etag = `"${digest.slice(0, 32)}"`;
  headers.set('etag', etag);
  headers.set('cache-control', asked === current ? 'private, max-age=31536000, immutable' : 'no-cache');
  const validators = request.headers.get('if-none-match');
  if (validators !== null && validators.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, { status: 200, headers });
}
