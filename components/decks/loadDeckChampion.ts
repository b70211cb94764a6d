import { loadChampion } from '@/lib/champions/http/handlers';
import { printFaceCard } from '@/lib/champions/http/render';
import { championFaceCard } from '@/lib/champions/stored';
import { championPictureUrl } from '@/lib/champions/http/view';
import { getStore } from '@/lib/db/store';
import type { FaceCard } from '@/lib/print/face/types';

/**
 * The Champion a deck references, ready to draw: for the screen its picture is a URL the
 * browser loads; for print (`forPrint`) the full-resolution bytes. Null when it does not exist.
 */
export async function loadDeckChampion(id: string, forPrint = false): Promise<FaceCard | null> {
  const store = await getStore();
  const loaded = await loadChampion(store, id);
  if (!loaded.ok) return null;
  if (forPrint) return printFaceCard(store, loaded.record, loaded.sheet);
  const url = championPictureUrl(loaded.record);
  return championFaceCard(loaded.sheet, url ? { dataUrl: url } : undefined);
}

/** The Champion a deck references, its picture embedded at most `maxSide` pixels (for a sharing image). Null when it does not exist. */
export async function loadDeckChampionImage(id: string, maxSide: number): Promise<FaceCard | null> {
  const store = await getStore();
  const loaded = await loadChampion(store, id);
  return loaded.ok ? printFaceCard(store, loaded.record, loaded.sheet, maxSide) : null;
}
