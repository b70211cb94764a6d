/** A schema change, written once per dialect. Versions only ever grow; never edit an applied one. */
export interface Migration {
  version: number;
  name: string;
  sqlite: string[];
  postgres: string[];
}
