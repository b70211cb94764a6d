import { championIdOf } from '@/lib/api/champions/handlers';
import { championPdfResponse } from '@/lib/api/champions/render';
import { guarded } from '@/lib/api/errors';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { getStore } from '@/lib/db/store';
import { cachedResponse } from '@/lib/api/cachedResponse';

export const dynamic = 'force-dynamic';

/** The PDF of one version of a Champion is rendered once per print options (ETag, 304, in-process cache). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  return guarded(async () => {
    const id = championIdOf(raw);
    const store = await getStore();
    const version = (await store.champions.get(id))?.version;
    if (version === undefined) return championPdfResponse(store, id, request);
    const options = new URLSearchParams([...new URL(request.url).searchParams].sort(([a], [b]) => a.localeCompare(b)));
    return cachedResponse(request, `champion-pdf|${id}|${version}|${options}`, 'no-cache', () =>
      championPdfResponse(store, id, request),
    );
  });
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
