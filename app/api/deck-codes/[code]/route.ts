import { readDeckCode } from '@/lib/db/http/deckHandlers';

export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  return readDeckCode((await params).code);
}
