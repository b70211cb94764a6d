// Serves the production build, as `next start` does, with these differences:
// - a client's own X-Forwarded-For is replaced by the address its connection really comes
//   from, so that per-client write limits and view counts cannot be dodged by sending a
//   made-up header (behind a reverse proxy that appends the client's address, set
//   ERRET_TRUST_PROXY=1);
// - requests the app must not handle are answered here, before Next reads them (serve/gate.mjs);
// - Next's internal x-middleware-* headers never reach the client, and HSTS goes out over HTTPS;
// - each page goes out with a Content-Security-Policy naming its inline scripts (serve/csp.mjs);
// - answers Next marks shared-cacheable are kept and sent again while fresh (serve/cache.mjs),
//   as a CDN in front would; ERRET_SHARED_CACHE_MB bounds it (0 turns it off).
import { createServer } from 'node:http';
import next from 'next';
import { createSharedCache } from './serve/cache.mjs';
import { isPageRequest, withScriptPolicy } from './serve/csp.mjs';
import { gate, isInternalHeader, servedOverHttps, transportHeaders } from './serve/gate.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const trustProxy = process.env.ERRET_TRUST_PROXY === '1';
const cacheMegabytes = Number(process.env.ERRET_SHARED_CACHE_MB ?? 64);
const sharedCache = cacheMegabytes > 0 ? createSharedCache({ maxBytes: cacheMegabytes * 1024 * 1024 }) : null;

// Next is told 'localhost' whatever address is listened on: its proxy's rewrites (/cards →
// /en/cards) are built on that name, and a rewrite whose origin differs from the one Next
// resolves routes with is treated as external: Next would then fetch every page from itself
// over HTTP (and send that internal address in x-middleware-rewrite).
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

/**
 * Drops internal headers just before the head goes out (writeHead is also what Node calls for
 * implicit headers), so Next still sees them while it works.
 */
function hideInternalHeaders(response) {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, ...rest) => {
    for (const name of response.getHeaderNames()) if (isInternalHeader(name)) response.removeHeader(name);
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers)) for (const name of Object.keys(headers)) if (isInternalHeader(name)) delete headers[name];
    return writeHead(status, ...rest);
  };
}

createServer((request, response) => {
  hideInternalHeaders(response);
  for (const [name, value] of Object.entries(transportHeaders(servedOverHttps(request.headers, trustProxy)))) response.setHeader(name, value);
  const refused = gate(request);
  if (refused) {
    response.writeHead(refused.status, refused.headers);
    response.end(request.method === 'HEAD' ? undefined : refused.body);
    return;
  }
  if (!trustProxy) request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? 'unknown';
  const pass = () => {
    if (isPageRequest(request)) withScriptPolicy(request, response);
    handle(request, response);
  };
  if (sharedCache) sharedCache.handle(request, response, pass);
  else pass();
}).listen(port, hostname, () => {
  console.log(`Erret is ready on http://localhost:${port}${trustProxy ? ' (trusting X-Forwarded-For)' : ''}`);
});
