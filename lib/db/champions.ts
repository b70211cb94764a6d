import { z } from 'zod';
import { normalizeName } from '@/lib/decks/normalize';
import { DEFAULT_VISIBILITY, isVisibility, type Visibility } from '@/lib/decks/visibility';
import { recordRepo, type RecordRepo, type StoredRecord, type UpdateResult } from './records';
import { fromJson, type Executor } from './sql';
import { sha256Hex } from './tokens';

/** The design itself (attack, health, abilities, mana, framing…) is owned by lib/champions. */
export type ChampionDesign = Record<string, unknown>;
const storedDesign = z.record(z.string(), z.unknown());

export interface ChampionData {
  name: string;
  author: string;
  design: ChampionDesign;
  /** SHA-256 of the picture in champion_pictures, or null. */
  pictureSha: string | null;
  visibility: Visibility;
}

export interface ChampionPicture {
  mime: string;
  bytes: Uint8Array;
}

/**
 * `picture`: a new (already re-encoded) picture; null removes it; absent keeps the current one.
 * `visibility`: absent is public on create and keeps the current one on update.
 */
export type ChampionInput = Omit<ChampionData, 'pictureSha' | 'visibility'> & {
  picture?: ChampionPicture | null;
  visibility?: Visibility;
};

export type SavedChampion = StoredRecord<ChampionData>;

export interface ChampionRepo extends Omit<RecordRepo<ChampionData>, 'create' | 'update' | 'list'> {
  create(input: ChampionInput): Promise<{ id: string; token: string; record: SavedChampion }>;
  update(
    id: string,
    token: string,
    input: ChampionInput,
    options?: { baseVersion?: number },
  ): Promise<UpdateResult<ChampionData>>;
  /** Public Champions only; `query` matches words of the name or author. */
  list(options: {
    query?: string;
    sort: 'newest' | 'views';
    limit: number;
    offset: number;
  }): Promise<{ items: SavedChampion[]; total: number }>;
  getPicture(sha: string): Promise<ChampionPicture | null>;
}

class Refused {
  constructor(readonly result: UpdateResult<ChampionData>) {}
}

function spec() {
  return {
    table: 'champions',
    versionsTable: 'champion_versions',
    foreignKey: 'champion_id',
    columns: ['name', 'author', 'design', 'picture_sha', 'visibility'],
    toColumns: (c: ChampionData) => [c.name, c.author, JSON.stringify(c.design), c.pictureSha, c.visibility],
    fromColumns: (row: Record<string, unknown>): ChampionData => ({
      name: String(row.name),
      author: String(row.author),
      design: fromJson(row.design, storedDesign, {}),
      pictureSha: row.picture_sha == null ? null : String(row.picture_sha),
      visibility: isVisibility(row.visibility) ? row.visibility : DEFAULT_VISIBILITY,
    }),
    listed: `visibility = 'public'`,
  };
}

async function putPicture(tx: Executor, picture: ChampionPicture): Promise<string> {
  const sha = sha256Hex(picture.bytes);
  await tx.run(
    'INSERT INTO champion_pictures (sha256, mime, bytes, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (sha256) DO NOTHING',
    [sha, picture.mime, picture.bytes, new Date().toISOString()],
  );
  return sha;
}

export function championRepo(db: Executor): ChampionRepo {
  const repo = recordRepo<ChampionData>(db, spec());
  const data = async (
    tx: Executor,
    { picture, visibility, ...rest }: ChampionInput,
    current: Pick<ChampionData, 'pictureSha' | 'visibility'> | null,
  ): Promise<ChampionData> => ({
    ...rest,
    pictureSha:
      picture === undefined ? (current?.pictureSha ?? null) : picture === null ? null : await putPicture(tx, picture),
    visibility: visibility ?? current?.visibility ?? DEFAULT_VISIBILITY,
  });

  return {
    ...repo,
    create: (input) => db.transaction(async (tx) => recordRepo(tx, spec()).create(await data(tx, input, null))),

    update: (id, token, input, options) =>
      db
        .transaction(async (tx) => {
          const txRepo = recordRepo(tx, spec());
          const current = await txRepo.get(id);
          if (!current) return { ok: false, reason: 'not-found' } as const;
          const result = await txRepo.update(id, token, await data(tx, input, current), options);
          // A refused update must not leave a stored picture behind.
          if (!result.ok) throw new Refused(result);
          return result;
        })
        .catch((error) => {
          if (error instanceof Refused) return error.result;
          throw error;
        }),

    list: ({ query, ...page }) => {
      const words = normalizeName(query ?? '')
        .split(' ')
        .filter(Boolean);
      const filter = words.length
        ? (c: SavedChampion) => words.every((w) => normalizeName(`${c.name} ${c.author}`).includes(w))
        : undefined;
      return repo.list({ ...page, filter });
    },

    async getPicture(sha) {
      const [row] = await db.all('SELECT mime, bytes FROM champion_pictures WHERE sha256 = ?', [sha]);
      return row ? { mime: String(row.mime), bytes: new Uint8Array(row.bytes as Uint8Array) } : null;
    },
  };
}
