import type { Executor } from '../sql';

/** A schema change, written once per dialect. Versions only ever grow; never edit an applied one. */
export interface Migration {
  version: number;
  name: string;
  sqlite: string[];
  postgres: string[];
  /** Fills what SQL alone cannot (values computed by the app's code), after the statements, in the same transaction. */
  backfill?(tx: Executor): Promise<void>;
}
