import { handleRequest } from './handleRequest';
import type { WorkerLike } from './pool';
import type { WorkerReply, WorkerRequest } from './protocol';

/** A worker running the real handler in this process, answering asynchronously like a Worker (for tests in Node). */
export function inProcessWorker(): WorkerLike {
  const w: WorkerLike = {
    onmessage: null,
    postMessage(req: WorkerRequest) {
      setTimeout(
        () => handleRequest(req, (reply: WorkerReply) => setTimeout(() => w.onmessage?.({ data: reply }), 0)),
        0,
      );
    },
    terminate() {
      w.onmessage = null;
    },
  };
  return w;
}
