import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { championPicture } from '@/lib/api/champions/handlers';
import { checkPictureAddress } from '@/lib/api/champions/checkPictureAddress';
import { apiContext } from '@/lib/api/context';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return checkPictureAddress(request, await championPicture((await params).id, await apiContext()));
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
