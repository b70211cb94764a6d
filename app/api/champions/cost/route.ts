import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { computeManaCost } from '@/lib/champions/cost';
import { rangeWarnings, validateChampionStats } from '@/lib/champions/design';
import { errorsResponse } from '@/lib/champions/http/handlers';
import { unknownField } from '@/lib/champions/http/requestFields';
import { readJsonBody } from '@/lib/champions/readJsonBody';

const MAX_BODY_BYTES = 16 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Prices a design: {attack, health, abilities} in the shape of cards.json. */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return errorsResponse(body.status, [body.error]);
  const unknown = isRecord(body.value) ? unknownField(body.value, 'cost') : null;
  if (unknown) return errorsResponse(400, [unknown]);
  const checked = validateChampionStats(body.value);
  if (!checked.ok) return errorsResponse(400, checked.errors);
  const { mana, exact, breakdown, warnings } = computeManaCost(checked.design);
  return Response.json({ mana, exact, breakdown, warnings: [...warnings, ...rangeWarnings(checked.design)] });
}

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
