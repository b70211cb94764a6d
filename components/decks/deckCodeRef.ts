/**
 * The deck code in what a player pasted: the code itself, or a link that carries one — a
 * shared `/d/<code>` page (any site, with or without `/en` or `/fr`, a query or a fragment)
 * or a builder link with `?code=`. Anything else is returned trimmed, for the decoder to
 * say what is wrong with it.
 */
export function readDeckCodeRef(text: string): string {
  const input = text.trim();
  const link = input.match(/^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?(\/[^?#]*)?(\?[^#]*)?(#.*)?$/i);
  if (!link || !/^[a-z][a-z0-9+.-]*:\/\/|^\//i.test(input)) return input;
  const path = link[1] ?? '';
  const fromPath = path.match(/^(?:\/(?:en|fr))?\/d\/([^/]+)\/?$/)?.[1];
  const fromQuery = new URLSearchParams(link[2] ?? '').get('code');
  const found = fromPath ?? fromQuery;
  if (found === undefined || found === null) return input;
  try {
    return decodeURIComponent(found);
  } catch {
    return found;
  }
}
