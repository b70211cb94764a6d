import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { startOwnServer, stopOwnServer } from './ownServer';
import { expect, test } from './fixtures';
import { errorsOf, person, playOn, startedDuel } from './onlineHelpers';

// Its own production server, stopped and started again on the same database mid-game.
const OWN_PORT = Number(process.env.PORT || 3100) + 2;
const OWN_URL = `http://127.0.0.1:${OWN_PORT}`;
const OWN_DB = joinPath(tmpdir(), `erret-rooms-e2e-${OWN_PORT}.sqlite`);

const startServer = () =>
  startOwnServer(OWN_PORT, { ERRET_DB_PATH: OWN_DB, ERRET_WRITE_LIMIT: '1000', ERRET_ROOM_ACTION_LIMIT: '0' });
const stopServer = stopOwnServer;

test.describe.configure({ timeout: 240_000 });

test('the server stops and starts again mid-game: both screens reconnect and the room goes on', async ({ browser }) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(OWN_DB + suffix, { force: true });
  let server = await startServer();
  try {
    const ada = await person(browser, OWN_URL);
    const bo = await startedDuel(ada, browser);
    expect(await playOn([ada, bo], { rounds: 3 })).toBe('going');
    const turn = await ada.getByTestId('table').getAttribute('data-turn');
    const version = await ada.getByTestId('table').getAttribute('data-version');

    await stopServer(server);
    // Each screen says it lost the server and keeps the board as it was.
    await expect(ada.getByTestId('reconnecting')).toBeVisible();
    await expect(bo.getByTestId('reconnecting')).toBeVisible();
    await expect(ada.getByTestId('table')).toHaveAttribute('data-turn', turn!);

    server = await startServer();
    await expect(ada.getByTestId('reconnecting')).toHaveCount(0, { timeout: 30_000 });
    await expect(bo.getByTestId('reconnecting')).toHaveCount(0, { timeout: 30_000 });
    // The room came back from the database exactly where it was, and play goes on.
    await expect(ada.getByTestId('table')).toHaveAttribute('data-version', version!);
    expect(await playOn([ada, bo], { rounds: 3 })).toBe('going');
    await expect
      .poll(async () => Number(await bo.getByTestId('table').getAttribute('data-turn')))
      .toBeGreaterThan(Number(turn) + 1);
    expect(errorsOf(ada)).toEqual([]);
    expect(errorsOf(bo)).toEqual([]);
  } finally {
    await stopServer(server);
  }
});
