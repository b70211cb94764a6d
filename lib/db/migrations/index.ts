import { initial } from './001-initial';
import type { Migration } from './types';

export const MIGRATIONS: readonly Migration[] = [initial];
