import { z } from 'zod';
import { CHAMPION_ID_PATTERN } from '../../decks/validate';
import { championError } from '../champions/errors';
import { ApiError } from '../errors';
import type { Refuse } from './parse';

// Ids are checked before any query: an id no record can have (a NUL byte, which PostgreSQL
// refuses in text, a path, 10 kB of letters) is simply not found, on every database alike.

export const DECK_ID_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;

/** The id of a saved deck, in /api/decks/<id>/… */
export const deckIdParam = z.string().regex(DECK_ID_PATTERN);

export const deckNotFound = () => new ApiError(404, 'not-found', 'No saved deck has this id.', { field: 'id' });
export const deckIdRefusal: Refuse = () => deckNotFound();

/** The id of a saved Champion, in /api/champions/<id>/… (the same rule as a deck's `.<id>` suffix). */
export const championIdParam = z.string().regex(CHAMPION_ID_PATTERN);

export const championNotFound = () => championError(404, 'not-found', 'id', 'errNotFound');
export const championIdRefusal: Refuse = () => championNotFound();
