// Serves the production build, as `next start` does, with these differences:
// - a client's own X-Forwarded-For is replaced by the address its connection really comes
//   from, so that per-client write limits and view counts cannot be dodged by sending a
//   made-up header (behind a reverse proxy that appends the client's address, set
//   ERRET_TRUST_PROXY=1);
// - requests the app must not handle are answered here, before Next reads them, and Next sees
//   every other one by its path alone, dot segments resolved (serve/gate.ts);
// - a request still arriving after ERRET_REQUEST_TIMEOUT seconds (default 30) is cut off: a
//   client announcing a body it never sends does not hold a connection for minutes;
// - Next's internal x-middleware-* headers never reach the client, and HSTS goes out over HTTPS;
// - deck and Champion PDFs are rendered by a pool of worker threads (serve/renderPool.ts);
// - each page goes out with a Content-Security-Policy naming only the scripts the framework
//   emitted (serve/csp.ts);
// - answers Next marks shared-cacheable are kept and sent again while fresh (serve/cache.ts),
//   as nginx does in front of several processes (deploy/); ERRET_SHARED_CACHE_MB bounds it (0
//   turns it off).
import { createServer, type ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import next from 'next';
import { installSheetRenderer } from '../lib/api/renderSheetPdf';
import { createSharedCache } from './serve/cache';
import { createScriptTrust, isPageRequest, withScriptPolicy, type ScriptTrust } from './serve/csp';
import { gate, isInternalHeader, servedOverHttps, transportHeaders } from './serve/gate';
import { createRenderPool } from './serve/renderPool';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const trustProxy = process.env.ERRET_TRUST_PROXY === '1';
const cacheMegabytes = Number(process.env.ERRET_SHARED_CACHE_MB ?? 64);
const requestSeconds = Number(process.env.ERRET_REQUEST_TIMEOUT || 30);
const sharedCache = cacheMegabytes > 0 ? createSharedCache({ maxBytes: cacheMegabytes * 1024 * 1024 }) : null;
// PDFs render in worker threads (a core left to the event loop), at a lower priority than the event
// loop (ERRET_RENDER_NICE, default 10) so that a burst of renders delays other answers less;
// ERRET_RENDER_WORKERS=0 renders them in line.
const renderWorkers = Number(process.env.ERRET_RENDER_WORKERS ?? Math.max(1, availableParallelism() - 1));
const renderNice = Number(process.env.ERRET_RENDER_NICE ?? 10);
if (renderWorkers > 0)
  installSheetRenderer(
    createRenderPool({
      file: join(__dirname, 'serve', 'sheetWorker.ts'),
      size: renderWorkers,
      queue: 64,
      nice: renderNice,
    }).renderSheet,
  );

// Next is told 'localhost' whatever address is listened on: its proxy's rewrites (/cards →
// /en/cards) are built on that name, and a rewrite whose origin differs from the one Next
// resolves routes with is treated as external: Next would then fetch every page from itself
// over HTTP (and send that internal address in x-middleware-rewrite).
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
const handle = app.getRequestHandler();

/**
 * Drops internal headers just before the head goes out (writeHead is also what Node calls for
 * implicit headers), so Next still sees them while it works.
 */
function hideInternalHeaders(response: ServerResponse) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    for (const name of response.getHeaderNames()) if (isInternalHeader(name)) response.removeHeader(name);
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers))
      for (const name of Object.keys(headers))
        if (isInternalHeader(name)) delete (headers as Record<string, unknown>)[name];
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

// Node's defaults wait 300 s for a request's body, checked every 30 s: a slow or silent client is answered 408 sooner.
const timeouts = {
  requestTimeout: requestSeconds * 1000,
  headersTimeout: Math.min(60_000, requestSeconds * 1000),
  connectionsCheckingInterval: Math.min(30_000, requestSeconds * 250),
};
const server = createServer(timeouts, (request, response) => {
  hideInternalHeaders(response);
  for (const [name, value] of Object.entries(transportHeaders(servedOverHttps(request.headers, trustProxy))))
    response.setHeader(name, value);
  const verdict = gate(request);
  if ('refusal' in verdict) {
    const { status, headers, body } = verdict.refusal;
    response.writeHead(
      status,
      body === null ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    );
    response.end(request.method === 'HEAD' ? undefined : (body ?? undefined));
    return;
  }
  request.url = verdict.url;
  if (!trustProxy) request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? 'unknown';
  const pass = () => {
    if (isPageRequest(request)) withScriptPolicy(request, response, scriptTrust);
    void handle(request, response);
  };
  if (sharedCache) sharedCache.handle(request, response, pass);
  else pass();
});
// The server listens once Next is ready and the build's prerendered pages are read (serve/csp.ts).
let scriptTrust: ScriptTrust;
void Promise.all([app.prepare(), createScriptTrust(join(process.cwd(), process.env.ERRET_DIST_DIR || '.next'))]).then(
  ([, trust]) => {
    scriptTrust = trust;
    server.listen(port, hostname, () => {
      console.log(`Erret is ready on http://localhost:${port}${trustProxy ? ' (trusting X-Forwarded-For)' : ''}`);
    });
  },
);
