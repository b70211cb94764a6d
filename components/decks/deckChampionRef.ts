import { CHAMPION_ID_PATTERN } from '@/lib/decks';

/**
 * The Champion id in what a player pasted: the id itself, or a link to its page or API
 * (`https://…/champions/<id>`, `/api/champions/<id>/…`, with or without a query). Null when
 * there is none.
 */
export function readChampionRef(text: string): string | null {
  const input = text.trim();
  if (CHAMPION_ID_PATTERN.test(input)) return input;
  const path = input.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0];
  const match = path.match(/(?:^|\/)champions\/([^/]+)/);
  return match && CHAMPION_ID_PATTERN.test(match[1]) ? match[1] : null;
}
