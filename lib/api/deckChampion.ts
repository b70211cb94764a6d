import { championFaceCard } from '../champions/stored';
import type { Store } from '../db/store';
import type { FaceCard } from '../print/face/types';
import { ApiError } from './errors';
import { findChampion } from './champions/find';
import { championPictureUrl } from './champions/view';

/**
 * The print renderer (fonts, PDF, sharp) is loaded on the first print, not with this module:
 * saving a deck or opening its page checks its Champion here, and loading that stack took
 * seconds on a fresh server's first save.
 */
const printer = () => import('./champions/render');

/**
 * A deck naming a Champion that does not exist (or no longer passes the rules) can be neither
 * played, printed nor saved: every endpoint that meets one refuses it with this one answer.
 */
export function championMissing(id: string): ApiError {
  return new ApiError(
    422,
    'champion-missing',
    `No saved Champion has the id "${id}": attach an existing Champion, or none.`,
    { field: 'champion', data: { champion: id } },
  );
}

/** Refuses a deck's Champion that cannot be loaded (none is fine). */
export async function requireDeckChampion(store: Store, id: string | null | undefined): Promise<void> {
  if (id && !(await findChampion(store, id))?.sheet) throw championMissing(id);
}

/**
 * The Champion a deck references, ready to draw: for the screen its picture is a URL the
 * browser loads; for print (`forPrint`) the full-resolution bytes. Null when it cannot be
 * loaded (pages show the deck without it and say so; the API refuses with championMissing).
 */
export async function loadDeckChampion(store: Store, id: string, forPrint = false): Promise<FaceCard | null> {
  const found = await findChampion(store, id);
  if (!found?.sheet) return null;
  if (forPrint) return (await printer()).printFaceCard(store, found.record, found.sheet);
  const url = championPictureUrl(found.record);
  return championFaceCard(found.sheet, url ? { dataUrl: url } : undefined);
}

/** The Champion a deck references, its picture embedded at most `maxSide` pixels (for a sharing image); null when it cannot be loaded. */
export async function loadDeckChampionImage(store: Store, id: string, maxSide: number): Promise<FaceCard | null> {
  const found = await findChampion(store, id);
  return found?.sheet ? (await printer()).printFaceCard(store, found.record, found.sheet, maxSide) : null;
}

/**
 * How a deck's sharing image or PDF may be kept. A code alone always draws the same: a day, and
 * a week more while a cache revalidates. A Champion can be edited or removed at any moment,
 * through any process of the site: then every cache asks again each time, and its ETag (which
 * changes with the Champion's version) makes that a 304 when nothing changed.
 */
export function deckFileCaching(championVersion: number | null): string {
  return championVersion === null ? 'public, max-age=86400, stale-while-revalidate=604800' : 'no-cache';
}
