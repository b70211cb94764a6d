import type { CreateRoomResponse } from '@/lib/rooms/protocol';
import { writeTabMemory } from '@/components/site/tabMemory';

/** What only the room's creator holds, kept in this tab (never in an address): the host secret and the invites. */
export type HostMemory = Pick<CreateRoomResponse, 'hostSecret' | 'invites' | 'watchUrl'>;

export const hostMemoryKey = (code: string) => `erret-room-host-${code}`;

export function rememberHost(room: CreateRoomResponse): void {
  writeTabMemory(
    hostMemoryKey(room.code),
    JSON.stringify({ hostSecret: room.hostSecret, invites: room.invites, watchUrl: room.watchUrl }),
  );
}

/** The creator's memory of a room, or null when this tab did not create it (or what is kept is not ours). */
export function readHost(text: string | null): HostMemory | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as HostMemory;
    const ok =
      typeof v.hostSecret === 'string' &&
      Array.isArray(v.invites) &&
      typeof v.watchUrl === 'string' &&
      v.invites.every((i) => typeof i.seat === 'string' && typeof i.url === 'string' && i.url.startsWith('/'));
    return ok ? v : null;
  } catch {
    return null;
  }
}
