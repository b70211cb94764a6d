// Serves the production build, as `next start` does, with one difference: a client's own
// X-Forwarded-For is replaced by the address its connection really comes from, so that
// per-client write limits and view counts cannot be dodged by sending a made-up header.
// Behind a reverse proxy that appends the client's address, set ERRET_TRUST_PROXY=1.
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const trustProxy = process.env.ERRET_TRUST_PROXY === '1';

const app = next({ dev: false, dir: process.cwd(), hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

createServer((request, response) => {
  if (!trustProxy) request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? 'unknown';
  handle(request, response);
}).listen(port, hostname, () => {
  console.log(`Erret is ready on http://localhost:${port}${trustProxy ? ' (trusting X-Forwarded-For)' : ''}`);
});
