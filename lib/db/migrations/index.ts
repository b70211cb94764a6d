import { initial } from './001-initial';
import { deckSearch } from './002-deck-search';
import { sharedCounters } from './003-shared-counters';
import { galleryVersion } from './004-gallery-version';
import { visibility } from './005-visibility';
import { rooms } from './006-rooms';
import type { Migration } from './types';

// Applied by version: a database that took 003 before 002 existed gets 002 on its next start.
export const MIGRATIONS: readonly Migration[] = [
  initial,
  deckSearch,
  sharedCounters,
  galleryVersion,
  visibility,
  rooms,
];
