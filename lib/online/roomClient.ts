import type { Action, ErrorCode, PlayerId } from '../engine';
import type {
  CreateRoomRequest,
  CreateRoomResponse,
  JoinRequest,
  RoomBot,
  RoomSnapshot,
  VersionResponse,
} from '../rooms/protocol';
import { createSseParser } from '../rooms/sse';

/** A refusal as the page needs it: the API's stable code (translated by the page), and for a move the engine's reason. */
export interface RoomRefusal {
  status: number;
  code: string;
  engineCode?: ErrorCode;
  field?: string;
}

export type RoomResult<T> = { ok: true; value: T } | { ok: false; refusal: RoomRefusal };

/** The API's one error shape read defensively: a proxy's HTML page or a cut connection still gives a code. */
export function readRefusal(status: number, body: unknown): RoomRefusal {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code =
    typeof b.code === 'string' && /^[a-z-]{1,40}$/.test(b.code) ? b.code : status === 0 ? 'network' : 'internal';
  const out: RoomRefusal = { status, code };
  if (typeof b.engineCode === 'string' && /^[a-z-]{1,40}$/.test(b.engineCode))
    out.engineCode = b.engineCode as ErrorCode;
  if (typeof b.field === 'string') out.field = b.field;
  return out;
}

const auth = (secret?: string): Record<string, string> => (secret ? { authorization: `Bearer ${secret}` } : {});
const base = (code: string) => `/api/rooms/${encodeURIComponent(code)}`;

async function call<T>(
  url: string,
  init: { method?: string; secret?: string; body?: unknown } = {},
): Promise<RoomResult<T>> {
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { ...auth(init.secret), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      cache: 'no-store',
    });
    const body: unknown = await response.json().catch(() => null);
    return response.ok ? { ok: true, value: body as T } : { ok: false, refusal: readRefusal(response.status, body) };
  } catch {
    return { ok: false, refusal: readRefusal(0, null) };
  }
}

/** The room's endpoints (see lib/rooms/protocol.ts), each answering a value or a refusal, never throwing. */
export const roomClient = {
  create: (request: CreateRoomRequest) => call<CreateRoomResponse>('/api/rooms', { method: 'POST', body: request }),
  get: (code: string, secret?: string) => call<RoomSnapshot>(base(code), { secret }),
  join: (code: string, seat: PlayerId, secret: string, request: JoinRequest) =>
    call<RoomSnapshot>(`${base(code)}/seats/${seat}/join`, { method: 'POST', secret, body: request }),
  start: (code: string, hostSecret: string) =>
    call<VersionResponse>(`${base(code)}/start`, { method: 'POST', secret: hostSecret, body: {} }),
  giveToBot: (code: string, seat: PlayerId, secret: string, bot: RoomBot) =>
    call<VersionResponse>(`${base(code)}/seats/${seat}/bot`, { method: 'POST', secret, body: { bot } }),
  pick: (code: string, secret: string, card: string, expectVersion: number) =>
    call<VersionResponse>(`${base(code)}/draft`, { method: 'POST', secret, body: { card, expectVersion } }),
  act: (code: string, secret: string, action: Action, expectVersion: number) =>
    call<VersionResponse>(`${base(code)}/actions`, { method: 'POST', secret, body: { action, expectVersion } }),
};

/**
 * Follows the room's stream until `signal` aborts: each snapshot to `onSnapshot`; a dropped
 * connection (the server restarted, the network blinked) is opened again with the last version
 * seen, so the server sends what was missed. `onLink` says whether the stream is up, or why it
 * gave up: no such room, or a secret that does not open it.
 */
export type RoomLink = 'up' | 'down' | 'not-found' | 'forbidden';

export async function followRoom(
  code: string,
  secret: string | undefined,
  signal: AbortSignal,
  onSnapshot: (s: RoomSnapshot) => void,
  onLink: (link: RoomLink) => void,
) {
  let last: string | undefined;
  let wait = 250;
  while (!signal.aborted) {
    try {
      const response = await fetch(`${base(code)}/stream`, {
        headers: { ...auth(secret), accept: 'text/event-stream', ...(last ? { 'last-event-id': last } : {}) },
        signal,
        cache: 'no-store',
      });
      if (response.status === 404) {
        onLink('not-found');
        return;
      }
      if (response.status === 403 || response.status === 401) {
        onLink('forbidden');
        return;
      }
      if (!response.ok || !response.body) throw new Error(String(response.status));
      onLink('up');
      wait = 250;
      const opened = Date.now();
      const parse = createSseParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const message of parse(value)) {
          if (message.event !== 'snapshot') continue;
          if (message.id) last = message.id;
          onSnapshot(JSON.parse(message.data) as RoomSnapshot);
        }
      }
      // The server ends every stream after a while: opened again at once, nothing said (unless
      // it ends as soon as it opens, which is a server in trouble: then wait, as for a drop).
      if (Date.now() - opened > 1000) continue;
    } catch {
      if (signal.aborted) return;
    }
    onLink('down');
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, 4000);
  }
}
