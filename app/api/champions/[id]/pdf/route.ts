import { championPdfResponse } from '@/lib/api/champions/render';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { getStore } from '@/lib/db/store';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return championPdfResponse(await getStore(), (await params).id, request);
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
