/** One Server-Sent Events message. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/** Writes one message in the text/event-stream format (data on one line: the JSON has no newline). */
export function formatSse(message: SseMessage): string {
  const data = message.data
    .split('\n')
    .map((line) => `data: ${line}\n`)
    .join('');
  return `${message.id !== undefined ? `id: ${message.id}\n` : ''}event: ${message.event}\n${data}\n`;
}

/**
 * Splits a text/event-stream as it arrives into messages: feed it each decoded chunk, it returns
 * the messages completed by that chunk and keeps the unfinished rest. Comments are skipped.
 */
export function createSseParser(): (chunk: string) => SseMessage[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const out: SseMessage[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) out.push({ ...(id !== undefined ? { id } : {}), event, data: data.join('\n') });
    }
    return out;
  };
}

/** Reads a text/event-stream body to its end, or until `onMessage` returns true (the rest is then cancelled). */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => boolean | void,
): Promise<void> {
  const reader = body.getReader();
  const parse = createSseParser();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const message of parse(decoder.decode(value, { stream: true }))) {
      if (onMessage(message) === true) return void (await reader.cancel());
    }
  }
}
