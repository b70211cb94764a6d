import { startOwnServer, stopOwnServer } from './ownServer';
import { expect, test, untilInteractive, type Browser } from './fixtures';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addBySearch, CARDS, nameOf, PRECON, status } from './deckHelpers';

// The life-cycle test runs its own production server so it can restart it on the same database.
const OWN_PORT = Number(process.env.PORT || 3100) + 1;
const OWN_URL = `http://127.0.0.1:${OWN_PORT}`;
const OWN_DB = join(tmpdir(), `erret-decks-e2e-${OWN_PORT}.sqlite`);

// As behind a reverse proxy: the gallery test below plays several viewers by their X-Forwarded-For.
const startServer = () => startOwnServer(OWN_PORT, { ERRET_DB_PATH: OWN_DB, ERRET_TRUST_PROXY: '1' });
const stopServer = stopOwnServer;

async function publicDeck(browser: Browser, url: string) {
  const page = untilInteractive(await browser.newPage());
  await page.goto(url);
  return page;
}

test.describe.serial('a saved deck, from the builder to a server restart', () => {
  let server: ChildProcess;
  const deck = PRECON[1].cards;
  let publicUrl = '';
  let editUrl = '';

  test.beforeAll(async () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${OWN_DB}${suffix}`, { force: true });
    server = await startServer();
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
  });

  test('build a deck by search and clicks; the 9th card and a duplicate are refused; save it', async ({ page }) => {
    await page.goto(`${OWN_URL}/decks/new`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deck builder');
    for (const [i, slug] of deck.entries()) {
      await addBySearch(page, slug);
      await expect(status(page)).toHaveText(`${nameOf(slug)} added (${i + 1}/8).`);
    }
    await expect(page.getByTestId('deck-count')).toHaveText('8 / 8 cards');
    await expect(page.getByTestId('deck-completeness')).toHaveText('The deck is complete: 8 cards.');

    await addBySearch(page, deck[2]);
    await expect(status(page)).toHaveText(`${nameOf(deck[2])} is already in the deck.`);
    await addBySearch(page, 'baron');
    await expect(status(page)).toHaveText('The deck is full: 8 cards at most. Remove one before adding Baron.');
    await expect(page.getByTestId('deck-count')).toHaveText('8 / 8 cards');

    // The deck in progress is in the address: reopening it gives the same 8 cards.
    await expect.poll(() => new URL(page.url()).searchParams.get('code')).toMatch(/^B[A-Za-z0-9_-]{15}$/);
    const stats = page.getByTestId('deck-stats');
    const cheap = deck.filter((s) => CARDS.find((c) => c.slug === s)!.mana <= 6).map(nameOf);
    for (const name of cheap) await expect(stats.getByTestId('first-turn-six')).toContainText(name);

    await page.getByLabel('Deck name').fill('Tide of Ogres');
    await page.getByLabel('Description (optional)').fill('A first try.');
    await page.getByLabel('Your nickname (optional)').fill('Maud');
    await page.getByRole('button', { name: 'Save the deck' }).click();
    const result = page.getByTestId('save-result');
    await expect(result).toContainText('Deck saved.');
    await expect(result).toContainText('Keep this edit link secret');
    publicUrl = (await page.getByTestId('public-link').getAttribute('href'))!;
    editUrl = (await page.getByTestId('edit-link').getAttribute('href'))!;
    expect(publicUrl).toMatch(/^\/decks\/[A-Za-z0-9_-]+$/);
    expect(editUrl).toMatch(/^\/decks\/[A-Za-z0-9_-]+\/edit#token=.+/);
  });

  test('the public link opens in a new page with the deck', async ({ browser }) => {
    const page = await publicDeck(browser, `${OWN_URL}${publicUrl}`);
    await expect(page.getByTestId('deck-name')).toHaveText('Tide of Ogres');
    await expect(page.getByText('by Maud')).toBeVisible();
    const faces = await page
      .getByTestId('deck-faces')
      .locator('a[data-card]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-card')));
    expect(faces.sort()).toEqual([...deck].sort());
    await expect(page.getByTestId('deck-history').locator('li[data-version]')).toHaveCount(1);
    await page.close();
  });

  test('a wrong edit token is refused with a message', async ({ page }) => {
    await page.goto(`${OWN_URL}${editUrl.replace(/token=.*/, 'token=not-the-token')}`);
    await expect(page.getByTestId('edit-refused').getByRole('alert')).toHaveText(
      /This edit link does not open this deck/,
    );
  });

  test('the edit link changes a card and the name; the history shows the diff', async ({ page }) => {
    await page.goto(`${OWN_URL}${editUrl}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit “Tide of Ogres”');
    await page.getByRole('button', { name: `Remove ${nameOf(deck[0])} from the deck` }).click();
    await expect(status(page)).toHaveText(`${nameOf(deck[0])} removed (7/8).`);
    await addBySearch(page, 'baron');
    await expect(status(page)).toHaveText('Baron added (8/8).');
    // The deck in progress and the token stay in the address (the token in the fragment): a reload goes on from there.
    await expect.poll(() => new URL(page.url()).hash).toBe(new URL(editUrl, OWN_URL).hash);
    await expect.poll(() => new URL(page.url()).searchParams.get('code')).toMatch(/^B/);
    await page.reload();
    await expect(page.getByTestId('deck-zone').locator('button[data-card="baron"]')).toBeVisible();
    // Cards in the address that are not the saved ones are flagged before anyone saves them.
    await expect(page.getByTestId('edit-address-differs')).toContainText('differs from the saved deck (version 1)');
    await expect(page.getByTestId('deck-zone').locator(`button[data-card="${deck[0]}"]`)).toHaveCount(0);
    await page.getByLabel('Deck name').fill('Baron and the Ogres');
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await expect(page.getByTestId('save-result')).toContainText('Changes saved: version 2.');

    await page.goto(`${OWN_URL}${publicUrl}`);
    await expect(page.getByTestId('deck-name')).toHaveText('Baron and the Ogres');
    const latest = page.getByTestId('deck-history').locator('li[data-version="2"]');
    await expect(latest).toContainText('Added: Baron');
    await expect(latest).toContainText(`Removed: ${nameOf(deck[0])}`);
    await expect(latest).toContainText('Renamed from “Tide of Ogres” to “Baron and the Ogres”');
  });

  test('the gallery finds it with the card syntax', async ({ page }) => {
    await page.goto(`${OWN_URL}/decks?q=${encodeURIComponent('card:baron')}`);
    await expect(page.getByTestId('gallery').getByRole('link', { name: 'Baron and the Ogres' })).toBeVisible();
    await page.goto(`${OWN_URL}/decks?q=${encodeURIComponent(`card:${deck[0]}`)}`);
    await expect(page.getByText('No deck matches this search yet.')).toBeVisible();
  });

  test('after a server restart the deck is unchanged', async ({ page, request }) => {
    const id = publicUrl.split('/').pop()!;
    const before = await (await request.get(`${OWN_URL}/api/decks/${id}/history`)).json();
    await stopServer(server);
    server = await startServer();
    const after = await (await request.get(`${OWN_URL}/api/decks/${id}/history`)).json();
    expect(after).toEqual(before);
    await page.goto(`${OWN_URL}${publicUrl}`);
    await expect(page.getByTestId('deck-name')).toHaveText('Baron and the Ogres');
    const faces = await page
      .getByTestId('deck-faces')
      .locator('a[data-card]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-card')));
    expect(faces.sort()).toEqual([...deck.slice(1), 'baron'].sort());
    await expect(page.getByTestId('deck-history').locator('li[data-version]')).toHaveCount(2);
  });

  test('the gallery pages, filters by ability and sorts by views', async ({ page, request }) => {
    const decks = Array.from({ length: 13 }, (_, i) => CARDS.slice(i * 8, i * 8 + 8).map((c) => c.slug));
    const ids: string[] = [];
    for (const [i, cards] of decks.entries()) {
      const response = await request.post(`${OWN_URL}/api/decks`, { data: { name: `Gallery deck ${i + 1}`, cards } });
      expect(response.status()).toBe(201);
      ids.push((await response.json()).id);
    }
    await page.goto(`${OWN_URL}/decks`);
    await expect(page.getByTestId('gallery-count')).toHaveText('14 decks');
    await expect(page.getByTestId('gallery').locator('li[data-deck]')).toHaveCount(12);
    await expect(page.getByTestId('gallery').locator('li[data-deck]').first()).toContainText('Gallery deck 13');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByTestId('gallery').locator('li[data-deck]')).toHaveCount(2);

    const withRage = [...decks, [...deck.slice(1), 'baron']].filter((cards) =>
      cards.some((s) => CARDS.find((c) => c.slug === s)!.abilities.some((a) => a.ability === 'rage')),
    );
    await page.goto(`${OWN_URL}/decks`);
    await page.getByLabel('Search the decks').fill('ab:rage');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('gallery-count')).toHaveText(`${withRage.length} decks`);

    // Six viewers count six; one viewer reloading counts once a day.
    for (let i = 0; i < 6; i += 1)
      await request.get(`${OWN_URL}/api/decks/${ids[4]}`, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
    const again = await request.get(`${OWN_URL}/api/decks/${ids[4]}`, {
      headers: { 'x-forwarded-for': '203.0.113.1' },
    });
    expect((await again.json()).views).toBe(6);
    await page.goto(`${OWN_URL}/decks?sort=views`);
    await expect(page.getByTestId('gallery').locator('li[data-deck]').first()).toContainText('Gallery deck 5');
    await page.goto(`${OWN_URL}/decks?q=${encodeURIComponent('zz:top')}`);
    await expect(page.getByTestId('gallery-errors')).toContainText('zz:top');
  });
});
