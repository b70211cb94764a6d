import { z } from 'zod';
import type { FaceCard } from '../print/face/types';
import { validateChampionStats } from './design';
import { DEFAULT_FRAMING, parseFraming, type PictureFraming } from './framing';
import { championToCard } from './toCard';
import type { ChampionDesign } from './types';

export interface PictureSize {
  width: number;
  height: number;
}

/** A saved Champion as the store keeps it: name and author in columns, the rest as JSON. */
export interface StoredChampion {
  name: string;
  design: Record<string, unknown>;
  pictureSha: string | null;
}

/** Everything a page or a renderer needs from a saved Champion. */
export interface ChampionSheet {
  design: ChampionDesign;
  framing: PictureFraming;
  picture: PictureSize | null;
}

/** The JSON column: the design without its name, the framing and the kept picture's size. */
export function toStoredDesign(
  design: ChampionDesign,
  framing: PictureFraming,
  picture: PictureSize | null,
): Record<string, unknown> {
  const { attack, health, abilities } = design;
  return { attack, health, abilities, framing, picture };
}

const pictureSize = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });

/**
 * Reads a stored row back, its values checked again: a row the current rules refuse is reported,
 * not drawn. The name was checked when it was saved; one saved before the name rules tightened
 * stays readable, so that its page still opens and its owner can rename it.
 */
export function readStoredChampion(row: StoredChampion): ChampionSheet | null {
  const checked = validateChampionStats(row.design);
  const name = typeof row.name === 'string' ? row.name.trim() : '';
  if (!checked.ok || name === '') return null;
  const framing = parseFraming(row.design.framing);
  return {
    design: { name, ...checked.design },
    framing: framing.ok ? framing.framing : DEFAULT_FRAMING,
    picture: row.pictureSha ? (pictureSize.safeParse(row.design.picture).data ?? null) : null,
  };
}

/** The card face of a Champion; `picture` is the picture's bytes (PNG unless said) or a URL the browser loads. */
export function championFaceCard(
  sheet: ChampionSheet,
  picture?: { bytes: Uint8Array; mime?: 'image/png' | 'image/jpeg' } | { dataUrl: string },
): FaceCard {
  const card: FaceCard = { ...championToCard(sheet.design), champion: true };
  if (picture && sheet.picture) card.picture = { mime: 'image/png', ...sheet.picture, ...sheet.framing, ...picture };
  return card;
}
