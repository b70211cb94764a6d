/** Removes `//` and `/* … *\/` comments outside strings, keeping line breaks so positions in errors stay right. */
export function stripComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const skipped = end < 0 ? text.slice(i) : text.slice(i, end + 2);
      out += skipped.replace(/[^\n]/g, ' ');
      i = end < 0 ? text.length : end + 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * Reads a scenario file's JSON. Editors may save a byte order mark, and the format's own
 * examples annotate fields with `//` comments, so a file written after them is read too;
 * anything else that is not JSON keeps the parser's own message.
 */
export function parseScenarioJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  const body = text.replace(/^\uFEFF/, '');
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (e) {
    try {
      return { ok: true, value: JSON.parse(stripComments(body)) };
    } catch {
      return { ok: false, message: (e as Error).message };
    }
  }
}
