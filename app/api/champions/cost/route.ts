import { computeManaCost } from '@/lib/champions/cost';
import { rangeWarnings, validateChampionStats } from '@/lib/champions/design';
import { readJsonBody } from '@/lib/champions/readJsonBody';

const MAX_BODY_BYTES = 16 * 1024;

/** Prices a design: {attack, health, abilities} in the shape of cards.json. */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return Response.json({ errors: [body.error] }, { status: body.status });
  const checked = validateChampionStats(body.value);
  if (!checked.ok) return Response.json({ errors: checked.errors }, { status: 400 });
  const { mana, exact, breakdown, warnings } = computeManaCost(checked.design);
  return Response.json({ mana, exact, breakdown, warnings: [...warnings, ...rangeWarnings(checked.design)] });
}
