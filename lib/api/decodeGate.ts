import { ApiError } from './errors';

export interface Gate {
  /** Runs `fn` when a slot is free; with every slot taken and the queue full, 503 with Retry-After. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** At most `slots` tasks at once, `queue` more waiting their turn; the rest are turned away. */
export function createGate(slots: number, queue: number, retryAfterSeconds = 2): Gate {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(fn) {
      if (running >= slots) {
        if (waiting.length >= queue) {
          throw new ApiError(
            503,
            'busy',
            `The server is decoding other pictures: try again in ${retryAfterSeconds} s.`,
            {
              field: 'picture',
              data: { retryAfter: retryAfterSeconds },
              headers: { 'retry-after': String(retryAfterSeconds) },
            },
          );
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await fn();
      } finally {
        // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

const holder = globalThis as typeof globalThis & { __erretDecodeGate?: Gate };

/**
 * Picture decoding costs up to a second of CPU each: two at once (one per core of a small
 * server), eight waiting, whatever the number of clients.
 */
export function decodeGate(): Gate {
  holder.__erretDecodeGate ??= createGate(2, 8);
  return holder.__erretDecodeGate;
}
