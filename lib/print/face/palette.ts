import type { FaceCard } from './types';

export type FaceKind = 'creature' | 'incantation' | 'champion';

export interface FacePalette {
  background: string;
  edge: string;
  bar: string;
  ink: string;
  accent: string;
  panel: string;
  pill: string;
  /** Hue range (degrees) of the generated art. */
  hues: [number, number];
}

export const PALETTES: Record<FaceKind, FacePalette> = {
  creature: {
    background: '#3b2415',
    edge: '#c9973a',
    bar: '#f4e8cc',
    ink: '#2a1a10',
    accent: '#b4452a',
    panel: '#f1e4c6',
    pill: '#1c120b',
    hues: [8, 48],
  },
  incantation: {
    background: '#172839',
    edge: '#b9c9d9',
    bar: '#e7eef5',
    ink: '#132030',
    accent: '#4f5fcf',
    panel: '#e3ebf3',
    pill: '#0d1822',
    hues: [190, 265],
  },
  champion: {
    background: '#36143e',
    edge: '#e0b84a',
    bar: '#f7ecd0',
    ink: '#2a1030',
    accent: '#c23a6b',
    panel: '#f3e6d6',
    pill: '#1d0a22',
    hues: [285, 345],
  },
};

export const MANA_GEM = { fill: '#1c5f86', facets: '#3f8fbf', ink: '#ffffff' };

export function faceKind(card: FaceCard): FaceKind {
  if (card.champion) return 'champion';
  return card.type;
}
