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
export function toStoredDesign(design: ChampionDesign, framing: PictureFraming, picture: PictureSize | null): Record<string, unknown> {
  const { attack, health, abilities } = design;
  return { attack, health, abilities, framing, picture };
}

function pictureSize(raw: unknown): PictureSize | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { width, height } = raw as Record<string, unknown>;
  return Number.isInteger(width) && Number.isInteger(height) && (width as number) > 0 && (height as number) > 0 ? { width: width as number, height: height as number } : null;
}

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
    picture: row.pictureSha ? pictureSize(row.design.picture) : null,
  };
}

/** The card face of a Champion; `picture` is the picture's bytes (PNG unless said) or a URL the browser loads. */
export function championFaceCard(sheet: ChampionSheet, picture?: { bytes: Uint8Array; mime?: 'image/png' | 'image/jpeg' } | { dataUrl: string }): FaceCard {
  const card: FaceCard = { ...championToCard(sheet.design), champion: true };
  if (picture && sheet.picture) card.picture = { mime: 'image/png', ...sheet.picture, ...sheet.framing, ...picture };
  return card;
}
