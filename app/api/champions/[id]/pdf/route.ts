import { championPdfResponse } from '@/lib/champions/http/render';
import { getStore } from '@/lib/db/store';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return championPdfResponse(await getStore(), (await params).id, request);
}
