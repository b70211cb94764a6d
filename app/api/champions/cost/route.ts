import { computeManaCost } from '@/lib/champions/cost';
import { rangeWarnings, validateChampionStats } from '@/lib/champions/design';
import { readJsonBody } from '@/lib/api/body';
import { fieldErrors } from '@/lib/api/champions/errors';
import { unknownField } from '@/lib/api/champions/requestFields';
import { guarded, jsonResponse } from '@/lib/api/errors';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';

/** Prices a design: {attack, health, abilities} in the shape of cards.json. */
export const POST = (request: Request) =>
  guarded(async () => {
    const body = await readJsonBody(request);
    const fault = unknownField(body, 'cost');
    if (fault) throw fieldErrors(400, 'invalid-champion', [fault]);
    const checked = validateChampionStats(body);
    if (!checked.ok) throw fieldErrors(400, 'invalid-champion', checked.errors);
    const { mana, exact, breakdown, warnings } = computeManaCost(checked.design);
    return jsonResponse({ mana, exact, breakdown, warnings: [...warnings, ...rangeWarnings(checked.design)] });
  });

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
