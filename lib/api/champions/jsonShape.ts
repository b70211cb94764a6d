/**
 * Whether a JSON text is shaped like a Champion submission before it is parsed: nesting at
 * most `maxDepth` deep and at most `maxTokens` brackets, commas and colons outside strings.
 * JSON.parse blocks the server for seconds on megabytes of nested arrays; one linear scan
 * refuses them first, while a long string (a picture in base64) costs nothing more.
 */
export function jsonShapeOk(text: string, { maxDepth = 16, maxTokens = 4000 } = {}): boolean {
  let depth = 0;
  let tokens = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > maxDepth) return false;
      tokens++;
    } else if (c === 93 || c === 125) {
      depth--;
      tokens++;
    } else if (c === 44 || c === 58) tokens++;
    if (tokens > maxTokens) return false;
  }
  return true;
}
