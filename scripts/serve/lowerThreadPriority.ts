// Lowers the scheduling priority of the calling thread only (on Linux a thread has its own nice
// value, addressed by its thread id): a render worker then yields the CPU to the server's event
// loop whenever both want it, so a burst of renders slows other requests less. Elsewhere, or
// where /proc is not mounted, nothing changes.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Sets this thread's nice value to `nice` (only lowering is allowed without privileges); returns its thread id, or null when it could not. */
export function lowerThreadPriority(nice: number): number | null {
  if (process.platform !== 'linux') return null;
  try {
    // "/proc/thread-self" points at "<pid>/task/<tid>".
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return null;
    setPriority(tid, nice);
    return tid;
  } catch {
    return null;
  }
}
