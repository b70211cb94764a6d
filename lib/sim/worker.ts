/// <reference lib="webworker" />
// A module Web Worker playing shares of a simulation (see pool.ts).
import { handleRequest } from './handleRequest';
import type { WorkerRequest } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WorkerRequest>) =>
  handleRequest(event.data, (reply) => scope.postMessage(reply));
