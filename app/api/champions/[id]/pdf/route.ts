import { championPdfResponse } from '@/lib/api/champions/render';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { getStore } from '@/lib/db/store';
import { cachedResponse } from '@/lib/api/cachedResponse';

export const dynamic = 'force-dynamic';

/** The PDF of one version of a Champion is rendered once per print options (ETag, 304, in-process cache). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const store = await getStore();
  const id = (await params).id;
  const version = (await store.champions.get(id))?.version;
  if (version === undefined) return championPdfResponse(store, id, request);
  const options = new URLSearchParams([...new URL(request.url).searchParams].sort(([a], [b]) => a.localeCompare(b)));
  return cachedResponse(request, `champion-pdf|${id}|${version}|${options}`, 'no-cache', () => championPdfResponse(store, id, request));
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
