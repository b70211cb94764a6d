import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createRoom, joinSeat, pickCard, playAction, readRoom, replaceSeat, startRoom, streamRoom } from './handlers';
import type { RoomContext } from './server';

/** The room routes of app/api/rooms as a plain pattern table (the two-process test and the benchmark serve them without Next). */
function route(request: Request, ctx: RoomContext): Promise<Response> | null {
  const path = new URL(request.url).pathname.split('/').filter(Boolean);
  if (path[0] !== 'api' || path[1] !== 'rooms') return null;
  const [code, part, seat, seatPart] = path.slice(2);
  const post = request.method === 'POST';
  if (code === undefined) return post ? createRoom(request, ctx) : null;
  if (part === undefined) return request.method === 'GET' ? readRoom(request, code, ctx) : null;
  if (part === 'stream' && request.method === 'GET') return streamRoom(request, code, ctx);
  if (!post) return null;
  if (part === 'start') return startRoom(request, code, ctx);
  if (part === 'draft') return pickCard(request, code, ctx);
  if (part === 'actions') return playAction(request, code, ctx);
  if (part === 'seats' && seat && seatPart === 'join') return joinSeat(request, code, seat, ctx);
  if (part === 'seats' && seat && seatPart === 'bot') return replaceSeat(request, code, seat, ctx);
  return null;
}

async function handle(req: IncomingMessage, res: ServerResponse, ctx: RoomContext): Promise<void> {
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
  // As scripts/serve.ts does: the client's address is the connection's.
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? 'unknown');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    signal: abort.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  const response =
    (await route(request, ctx)) ?? Response.json({ error: 'No such endpoint.', code: 'not-found' }, { status: 404 });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  abort.signal.addEventListener('abort', () => reader.cancel().catch(() => undefined));
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) break;
    res.write(value);
  }
  res.end();
}

/** Serves the room API on `port` (0: any free port). */
export function serveRooms(ctx: RoomContext, port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    handle(req, res, ctx).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
