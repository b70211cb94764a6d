import { initial } from './001-initial';
import { sharedCounters } from './003-shared-counters';
import type { Migration } from './types';

export const MIGRATIONS: readonly Migration[] = [initial, sharedCounters];
