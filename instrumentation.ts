/**
 * Runs once when the server starts: the database is opened and migrated now, not by the first
 * request that needs it (a player's first save waited for it on a fresh server).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getStore } = await import('./lib/db/store');
  // A database not reachable yet is not fatal here: the first request opens it again, or says why not.
  await getStore().catch((error: unknown) => console.error('The database could not be opened at start:', error));
}
