import { initial } from './001-initial';
import { deckSearch } from './002-deck-search';
import type { Migration } from './types';

export const MIGRATIONS: readonly Migration[] = [initial, deckSearch];
