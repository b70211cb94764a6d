'use client';
import { useMemo } from 'react';
import { useTabMemory, writeTabMemory } from '@/components/site/tabMemory';

/**
 * The edit token of a Champion just saved, kept in this tab (never in an address): its private
 * edit link is shown again after a reload or a language switch, until the player hides it.
 * `fresh` until the link has been shown and focused once.
 */
export interface ChampionEditToken {
  token: string;
  fresh: boolean;
}

const keyOf = (id: string) => `erret:champion-edit:${id}`;
// What the server hands out (base64url); anything else found in storage is ignored.
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function rememberChampionToken(id: string, value: ChampionEditToken): void {
  writeTabMemory(keyOf(id), JSON.stringify(value));
}

export function forgetChampionToken(id: string): void {
  writeTabMemory(keyOf(id), null);
}

export function readChampionToken(raw: string | null): ChampionEditToken | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChampionEditToken>;
    return typeof value.token === 'string' && TOKEN.test(value.token)
      ? { token: value.token, fresh: value.fresh === true }
      : null;
  } catch {
    return null;
  }
}

export function useChampionEditToken(id: string): ChampionEditToken | null {
  const raw = useTabMemory(keyOf(id));
  return useMemo(() => readChampionToken(raw), [raw]);
}
