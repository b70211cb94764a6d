import type { Executor } from './sql';

/**
 * The gallery's version (migration 004): one indexed read. Read before a search, so that the
 * search sees at least every write counted in it.
 */
export async function readGalleryVersion(db: Pick<Executor, 'all'>): Promise<number> {
  const [row] = await db.all('SELECT version FROM gallery_version WHERE id = 1');
  return Number(row.version);
}

/**
 * Counts a write that changes what the gallery lists, in that write's transaction: other
 * processes see the new number exactly when they see the write. On PostgreSQL the row stays
 * locked until the commit, so deck writes take turns there: they are few (rate-limited) and
 * it comes at the end of each.
 */
export async function bumpGalleryVersion(tx: Pick<Executor, 'run'>): Promise<void> {
  await tx.run('UPDATE gallery_version SET version = version + 1 WHERE id = 1');
}
