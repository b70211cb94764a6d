import { describe, expect, it } from 'vitest';
import { createSseParser, formatSse, readSse } from './sse';

describe('Server-Sent Events', () => {
  it('reads back what it writes, across chunks cut anywhere', () => {
    const text =
      formatSse({ id: '3', event: 'snapshot', data: '{"a":1}' }) +
      ': keep-alive\n\n' +
      formatSse({ event: 'x', data: 'two\nlines' });
    for (let cut = 0; cut <= text.length; cut++) {
      const parse = createSseParser();
      const got = [...parse(text.slice(0, cut)), ...parse(text.slice(cut))];
      expect(got).toEqual([
        { id: '3', event: 'snapshot', data: '{"a":1}' },
        { event: 'x', data: 'two\nlines' },
      ]);
    }
  });

  it('keeps an unfinished message until its blank line arrives', () => {
    const parse = createSseParser();
    expect(parse('event: a\r\ndata: 1\r\n')).toEqual([]);
    expect(parse('\r\n')).toEqual([{ event: 'a', data: '1' }]);
  });
});

describe('readSse', () => {
  const body = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    });

  it('hands over each message of a body, to its end', async () => {
    const got: string[] = [];
    await readSse(body('data: a\n\ndata: ', 'b\n\n'), (m) => void got.push(m.data));
    expect(got).toEqual(['a', 'b']);
  });

  it('stops, cancelling the rest, when told to', async () => {
    const got: string[] = [];
    await readSse(body('data: a\n\ndata: b\n\n'), (m) => (got.push(m.data), true));
    expect(got).toEqual(['a']);
  });
});
