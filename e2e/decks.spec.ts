import { expect, openWithoutCode, test, untilInteractive, type Browser, type Page } from './fixtures';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';

type Card = { slug: string; name: string; mana: number; abilities: { ability: string }[] };
const CARDS: Card[] = JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'cards.json'), 'utf8'));
const PRECON: { slug: string; cards: string[] }[] = JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'preconstructed.json'), 'utf8'));
const nameOf = (slug: string) => CARDS.find((c) => c.slug === slug)!.name;

// The life-cycle test runs its own production server so it can restart it on the same database.
const OWN_PORT = Number(process.env.PORT || 3100) + 1;
const OWN_URL = `http://127.0.0.1:${OWN_PORT}`;
const OWN_DB = join(tmpdir(), `erret-decks-e2e-${OWN_PORT}.sqlite`);

async function startServer(): Promise<ChildProcess> {
  const child = spawn('npx', ['next', 'start', '-p', String(OWN_PORT)], {
    env: { ...process.env, ERRET_DB_PATH: OWN_DB, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const ok = await fetch(`${OWN_URL}/api/health`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('next start did not answer /api/health in 60 s');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // npx starts next as a child: the whole process group goes.
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the cards' });
const status = (page: Page) => page.getByTestId('deck-status');
const poolCard = (page: Page, slug: string) => page.locator(`section[aria-labelledby="pool-title"] button[data-card="${slug}"]`);

/** Finds a card by typing its name in the builder's search, then clicks it. */
async function addBySearch(page: Page, slug: string) {
  await search(page).fill(nameOf(slug));
  await poolCard(page, slug).click();
}

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
    expect(editUrl).toMatch(/^\/decks\/[A-Za-z0-9_-]+\/edit\?token=.+/);
  });

  test('the public link opens in a new page with the deck', async ({ browser }) => {
    const page = await publicDeck(browser, `${OWN_URL}${publicUrl}`);
    await expect(page.getByTestId('deck-name')).toHaveText('Tide of Ogres');
    await expect(page.getByText('by Maud')).toBeVisible();
    const faces = await page.getByTestId('deck-faces').locator('a[data-card]').evaluateAll((links) => links.map((a) => a.getAttribute('data-card')));
    expect(faces.sort()).toEqual([...deck].sort());
    await expect(page.getByTestId('deck-history').locator('li[data-version]')).toHaveCount(1);
    await page.close();
  });

  test('a wrong edit token is refused with a message', async ({ page }) => {
    await page.goto(`${OWN_URL}${editUrl.replace(/token=.*/, 'token=not-the-token')}`);
    await expect(page.getByTestId('edit-refused').getByRole('alert')).toHaveText(/This edit link does not open this deck/);
  });

  test('the edit link changes a card and the name; the history shows the diff', async ({ page }) => {
    await page.goto(`${OWN_URL}${editUrl}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit “Tide of Ogres”');
    await page.getByRole('button', { name: `Remove ${nameOf(deck[0])} from the deck` }).click();
    await expect(status(page)).toHaveText(`${nameOf(deck[0])} removed (7/8).`);
    await addBySearch(page, 'baron');
    await expect(status(page)).toHaveText('Baron added (8/8).');
    // The deck in progress and the token stay in the address: a reload goes on from there.
    await expect.poll(() => new URL(page.url()).searchParams.get('token')).toBe(new URL(editUrl, OWN_URL).searchParams.get('token'));
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
    const faces = await page.getByTestId('deck-faces').locator('a[data-card]').evaluateAll((links) => links.map((a) => a.getAttribute('data-card')));
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
    await expect(page.getByTestId('gallery-count')).toHaveText('14 deck(s)');
    await expect(page.getByTestId('gallery').locator('li[data-deck]')).toHaveCount(12);
    await expect(page.getByTestId('gallery').locator('li[data-deck]').first()).toContainText('Gallery deck 13');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByTestId('gallery').locator('li[data-deck]')).toHaveCount(2);

    const withRage = [...decks, [...deck.slice(1), 'baron']].filter((cards) => cards.some((s) => CARDS.find((c) => c.slug === s)!.abilities.some((a) => a.ability === 'rage')));
    await page.goto(`${OWN_URL}/decks`);
    await page.getByLabel('Search the decks').fill('ab:rage');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('gallery-count')).toHaveText(`${withRage.length} deck(s)`);

    // Six viewers count six; one viewer reloading counts once a day.
    for (let i = 0; i < 6; i += 1) await request.get(`${OWN_URL}/api/decks/${ids[4]}`, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
    const again = await request.get(`${OWN_URL}/api/decks/${ids[4]}`, { headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect((await again.json()).views).toBe(6);
    await page.goto(`${OWN_URL}/decks?sort=views`);
    await expect(page.getByTestId('gallery').locator('li[data-deck]').first()).toContainText('Gallery deck 5');
    await page.goto(`${OWN_URL}/decks?q=${encodeURIComponent('zz:top')}`);
    await expect(page.getByTestId('gallery-errors')).toContainText('zz:top');
  });
});

test.describe('deck pages', () => {
  const code = 'BAAAAAAjMBHNsPIE';

  test('/d/<code> shows the deck, copies its code and links to the builder', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/d/${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Deck ${code}`);
    await expect(page.getByTestId('deck-faces').locator('a[data-card]')).toHaveCount(8);
    await page.getByRole('button', { name: 'Copy the code' }).click();
    await expect(page.getByTestId('deck-actions').getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(page.getByRole('link', { name: 'Playtest' })).toHaveAttribute('href', `/play?deck=${code}`);
    await expect(page.getByTestId('deck-actions').getByRole('link', { name: 'Simulate' })).toHaveAttribute('href', `/simulate?deck=${code}`);
    await page.getByRole('link', { name: 'Open in the builder' }).click();
    await expect(page.getByTestId('deck-count')).toHaveText('8 / 8 cards');
    const image = await page.request.get(`/d/${code}/opengraph-image`);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('a tampered code gets a clear message and a 404', async ({ page }) => {
    const tampered = `${code.slice(0, 8)}${code[8] === 'Q' ? 'R' : 'Q'}${code.slice(9)}`;
    const response = await page.goto(`/d/${tampered}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This deck code cannot be read');
    await expect(page.getByTestId('bad-code').getByRole('alert')).toHaveText(/damaged \(its checksum does not match\)/);
    await page.goto(`/d/${code.slice(0, 11)}`);
    await expect(page.getByTestId('bad-code').getByRole('alert')).toHaveText(/this one has 11: it looks truncated/);
  });

  test('print proxies: the PDF downloads with the 8 cards on one A4 page', async ({ page }) => {
    await page.goto(`/d/${code}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`deck-${code}-a4.pdf`);
    const pdf = await PDFDocument.load(readFileSync(await download.path()));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo((210 / 25.4) * 72, 1);
    expect(height).toBeCloseTo((297 / 25.4) * 72, 1);
    const bad = await page.request.get(`/api/d/${code}/pdf?paper=a3`);
    expect(bad.status()).toBe(400);
    expect((await bad.json()).field).toBe('paper');
  });

  test('keyboard and drag and drop add and remove cards', async ({ page }) => {
    await page.goto('/decks/new');
    await search(page).fill('Baron');
    await poolCard(page, 'baron').focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Baron added (1/8).');
    await search(page).fill('Troll');
    await poolCard(page, 'troll').focus();
    await page.keyboard.press('Space');
    await expect(status(page)).toHaveText('Troll added (2/8).');
    await search(page).fill('Ogre');
    await poolCard(page, 'ogre').dragTo(page.getByTestId('deck-zone'));
    await expect(status(page)).toHaveText('Ogre added (3/8).');
    await page.getByTestId('deck-zone').locator('button[data-card="troll"]').dragTo(page.locator('section[aria-labelledby="pool-title"] ul'));
    await expect(status(page)).toHaveText('Troll removed (2/8).');
    await expect.poll(() => new URL(page.url()).searchParams.get('cards')).toBe('baron,ogre');
  });

  test('a search typed before the builder code has run is applied once it does', async ({ page }) => {
    const release = await openWithoutCode(page, '/decks/new');
    await search(page).fill('ab:rage m<=3');
    release();
    const expected = CARDS.filter((c) => c.mana <= 3 && c.abilities.some((a) => a.ability === 'rage')).map((c) => c.slug).sort();
    const pool = page.locator('section[aria-labelledby="pool-title"] button[data-card]');
    await expect.poll(async () => (await pool.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card') ?? ''))).sort()).toEqual(expected);
    await expect(search(page)).toHaveValue('ab:rage m<=3');
  });

  test('starting from a code, a preconstructed deck and a text list', async ({ page }) => {
    await page.goto('/decks/new?from=deck-9');
    await expect(status(page)).toHaveText('There is no preconstructed deck “deck-9”: choose deck 1 to 4.');
    await page.getByLabel('A deck code').fill('BAAAAAAjMBHNsP');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expect(page.locator('main form').getByRole('alert')).toHaveText(/this one has 14: it looks truncated/);
    await expect(page.getByTestId('deck-count')).toHaveText('0 / 8 cards');
    await page.getByRole('button', { name: 'Preconstructed deck 3' }).click();
    await expect(page.getByTestId('deck-count')).toHaveText('8 / 8 cards');
    await page.getByLabel('Deck list, one card per line').fill('BARON\nmétéorite\nNo such card\ntroll');
    await page.getByRole('button', { name: 'Import the list' }).click();
    await expect(page.getByTestId('deck-count')).toHaveText('3 / 8 cards');
    await expect(page.getByTestId('deck-text-report')).toContainText('Not recognised: “No such card”.');
  });
});

test.describe('a deck with a Champion', () => {
  test('attach a Champion by its link; the code, the deck page and the proxies carry it', async ({ page, request }) => {
    const form = { design: JSON.stringify({ name: 'Lame Grise', author: 'Ana', attack: 3, health: 4, abilities: [{ ability: 'rage', aura: false }] }) };
    const created = await request.post('/api/champions', { multipart: form });
    expect(created.status()).toBe(201);
    const { id, url } = (await created.json()) as { id: string; url: string };

    await page.goto(`/decks/new?from=deck-1`);
    const champion = page.getByTestId('deck-champion');
    await champion.getByLabel('Champion link or id').fill('https://erret.example/champions/');
    await champion.getByRole('button', { name: 'Attach' }).click();
    await expect(status(page)).toHaveText('“https://erret.example/champions/” is not a Champion link or id.');
    await champion.getByLabel('Champion link or id').fill(`http://127.0.0.1${url}`);
    await champion.getByRole('button', { name: 'Attach' }).click();
    await expect(champion).toContainText('Champion Lame Grise attached.');
    await champion.getByLabel('Champion link or id').fill(id);
    await champion.getByRole('button', { name: 'Attach' }).click();
    await expect(status(page)).toHaveText('A deck has at most one Champion: remove Lame Grise first.');
    await expect.poll(() => new URL(page.url()).searchParams.get('code')).toMatch(new RegExp(`\\.${id}$`));

    const code = new URL(page.url()).searchParams.get('code')!;
    await page.goto(`/d/${code}`);
    await expect(page.getByTestId('deck-champion-card')).toContainText('Champion: Lame Grise');
    const pdf = await page.request.get(`/api/d/${code}/pdf?paper=letter`);
    expect(pdf.status()).toBe(200);
    expect((await PDFDocument.load(await pdf.body())).getPage(0).getWidth()).toBeCloseTo((215.9 / 25.4) * 72, 1);

    await page.goto(`/decks/new?from=deck-1&champion=NoSuchChampion1`);
    await expect(page.getByTestId('deck-champion')).toContainText('No Champion has the id “NoSuchChampion1”.');
  });
});

test.describe('deck pages are labelled and error-free', () => {
  for (const path of ['/decks/new?from=deck-2', '/d/BAAAAAAjMBHNsPIE', '/decks', '/decks/new?lang=fr']) {
    test(`${path}: one h1, labelled fields and images, no console error`, async ({ page }) => {
      const errors: string[] = [];
      // The missing favicon is the root layout's matter, not these pages'.
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.location().url?.endsWith('/favicon.ico')) errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('load');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (path.endsWith('lang=fr')) await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un deck');
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        for (const el of document.querySelectorAll('[role="img"]')) if (!el.getAttribute('aria-label')?.trim()) found.push(`image: ${el.outerHTML.slice(0, 80)}`);
        for (const el of document.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea')) {
          if ((el.labels?.length ?? 0) === 0 && !el.getAttribute('aria-label')) found.push(`field: ${el.outerHTML.slice(0, 80)}`);
        }
        for (const el of document.querySelectorAll('button, a[href]')) if (!(el.textContent?.trim() || el.getAttribute('aria-label'))) found.push(`control: ${el.outerHTML.slice(0, 80)}`);
        return found;
      });
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

/** Saves a deck through the API; its id and the edit token. */
async function savedDeck(request: import('@playwright/test').APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/decks', { data: { cards: PRECON[1].cards, ...body } });
  expect(response.status()).toBe(201);
  const { id, editUrl } = (await response.json()) as { id: string; editUrl: string };
  return { id, editUrl, token: new URL(editUrl, 'http://x').searchParams.get('token')! };
}

test.describe('editing in two tabs', () => {
  test('after a conflict, the latest version is one click away and a reload shows it', async ({ browser, request }) => {
    const { id, editUrl } = await savedDeck(request, { name: 'Two tabs' });
    const [a, b] = [untilInteractive(await browser.newPage()), untilInteractive(await browser.newPage())];
    await a.goto(editUrl);
    await b.goto(editUrl);
    // Opening the saved deck writes no card list into the address.
    await expect.poll(() => new URL(b.url()).searchParams.has('code')).toBe(false);
    const old = PRECON[1].cards[0];

    await a.getByRole('button', { name: `Remove ${nameOf(old)} from the deck` }).click();
    await addBySearch(a, 'baron');
    await a.getByRole('button', { name: 'Save the changes' }).click();
    await expect(a.getByTestId('save-result')).toContainText('Changes saved: version 2.');
    await expect.poll(() => new URL(a.url()).searchParams.has('code')).toBe(false);

    await b.getByLabel('Deck name').fill('Renamed in B');
    await b.getByRole('button', { name: 'Save the changes' }).click();
    await expect(b.getByTestId('save-result')).toContainText('changed elsewhere meanwhile (now version 2)');
    await b.reload();
    await expect(b.getByTestId('deck-zone').locator('button[data-card="baron"]')).toBeVisible();
    await expect(b.getByTestId('edit-address-differs')).toHaveCount(0);

    await b.getByLabel('Deck name').fill('Renamed in B');
    await b.getByRole('button', { name: 'Save the changes' }).click();
    await expect(b.getByTestId('save-result')).toContainText('Changes saved: version 3.');
    const deck = await (await request.get(`/api/decks/${id}`)).json();
    expect(deck).toMatchObject({ name: 'Renamed in B', version: 3 });
    expect(deck.cards).toContain('baron');
    expect(deck.cards).not.toContain(old);

    // The conflict's own button loads the latest version.
    await a.getByLabel('Description (optional)').fill('From A');
    await a.getByRole('button', { name: 'Save the changes' }).click();
    await expect(a.getByTestId('save-result')).toContainText('now version 3');
    await a.getByRole('link', { name: 'Load the latest version' }).click();
    await expect(a.getByLabel('Deck name')).toHaveValue('Renamed in B');
    await a.close();
    await b.close();
  });

  test('an address with older cards is flagged, and the saved cards are one click away', async ({ page, request }) => {
    const { editUrl } = await savedDeck(request, { name: 'Old link' });
    await page.goto(`${editUrl}&code=BAAAAAAjMBHNsPIE`);
    const notice = page.getByTestId('edit-address-differs');
    await expect(notice).toContainText('differs from the saved deck (version 1)');
    await notice.getByRole('button', { name: 'Show the saved cards' }).click();
    await expect(notice).toHaveCount(0);
    const shown = await page.getByTestId('deck-zone').locator('button[data-card]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
    expect(shown.sort()).toEqual([...PRECON[1].cards].sort());
    await expect.poll(() => new URL(page.url()).searchParams.has('code')).toBe(false);
  });
});

test.describe('deck builder messages and keyboard', () => {
  test('removing a card by keyboard moves the focus to the next card, then to the search', async ({ page }) => {
    await page.goto('/decks/new?cards=baron,troll');
    const zone = page.getByTestId('deck-zone');
    await zone.locator('button[data-card="baron"]').focus();
    await page.keyboard.press('Enter');
    await expect(zone.locator('button[data-card="troll"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(search(page)).toBeFocused();
  });

  test('a shared link is taken as a deck code', async ({ page }) => {
    await page.goto('/decks/new');
    for (const link of ['https://erret.example/d/BAAAAAAjMBHNsPIE', 'http://localhost:3000/fr/d/BAAAAAAjMBHNsPIE?lang=fr#cards']) {
      await expect(page.getByTestId('deck-count')).toHaveText('0 / 8 cards');
      await page.getByLabel('A deck code').fill(link);
      await page.getByRole('button', { name: 'Load', exact: true }).click();
      await expect(page.getByTestId('deck-count')).toHaveText('8 / 8 cards');
      await page.getByRole('button', { name: 'Empty the deck' }).click();
    }
  });

  test('earlier refusals go once the deck or the fields change, or the deck is saved', async ({ page }) => {
    await page.goto('/decks/new?from=deck-1');
    await page.getByLabel('A deck code').fill('BAAAAAAjMBHNsPIF');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    const codeError = page.locator('main form').getByRole('alert');
    await expect(codeError).toHaveText(/checksum/);
    await page.getByRole('button', { name: 'Preconstructed deck 2' }).click();
    await expect(codeError).toHaveCount(0);

    await addBySearch(page, 'baron');
    await expect(status(page)).toContainText('The deck is full');
    await page.getByLabel('Deck name').fill('Bad <b>name</b>');
    await page.getByRole('button', { name: 'Save the deck' }).click();
    const result = page.getByTestId('save-result');
    await expect(result).toHaveText('Not saved: the name contains a tag such as “<b>”, which is not allowed.');
    await page.getByLabel('Deck name').fill('Tempo < Control');
    await expect(result).toHaveText('');
    await page.getByRole('button', { name: 'Save the deck' }).click();
    await expect(result).toContainText('Deck saved.');
    await expect(result).not.toContainText('Not saved');
    await expect(status(page)).toHaveText('');
  });

  test('the French builder refuses in French, and takes “Moi < toi”', async ({ page }) => {
    await page.goto('/decks/new?from=deck-1&lang=fr');
    await page.getByLabel('Nom du deck').fill('Moi\u0007toi');
    await page.getByRole('button', { name: 'Enregistrer le deck' }).click();
    const result = page.getByTestId('save-result');
    await expect(result).toHaveText('Non enregistré : le nom contient des caractères de contrôle (invisibles ou de sens d’écriture). Retirez-les.');
    await page.getByLabel('Nom du deck').fill('<i>Moi</i>');
    await page.getByRole('button', { name: 'Enregistrer le deck' }).click();
    await expect(result).toHaveText('Non enregistré : le nom contient une balise comme « <b> », ce qui n’est pas permis.');
    await page.getByLabel('Nom du deck').fill('Moi < toi');
    await page.getByRole('button', { name: 'Enregistrer le deck' }).click();
    await expect(result).toContainText('Deck enregistré.');
    await expect(result).toContainText('Lien public\u00a0:');
  });
});

test.describe('a Champion that does not exist', () => {
  test('the builder and the API refuse the save; the deck page offers no PDF', async ({ page, request }) => {
    await page.goto('/decks/new?from=deck-1&champion=NoSuchChampion1');
    await expect(page.getByTestId('deck-champion')).toContainText('No Champion has the id “NoSuchChampion1”.');
    await page.getByLabel('Deck name').fill('Ghost');
    await page.getByRole('button', { name: 'Save the deck' }).click();
    await expect(page.getByTestId('save-result')).toHaveText('Not saved: the Champion “NoSuchChampion1” does not exist. Remove it, or attach one that exists.');
    const api = await request.post('/api/decks', { data: { name: 'Ghost', cards: PRECON[0].cards, champion: 'NoSuchChampion1' } });
    expect([api.status(), (await api.json()).field]).toEqual([422, 'champion']);

    await page.goto('/d/BAAAAAAjMBHNsPIE.NoSuchChampion1');
    await expect(page.getByTestId('deck-print-unavailable')).toContainText('Proxies cannot be printed');
    await expect(page.getByRole('button', { name: 'Download the PDF' })).toHaveCount(0);
  });
});

test.describe('long words and odd searches', () => {
  test('long unbroken names, authors and descriptions wrap on a phone', async ({ page, request }) => {
    const { id, editUrl } = await savedDeck(request, { name: 'N'.repeat(80), author: 'A'.repeat(40), description: `https://example.com/${'x'.repeat(900)}` });
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of ['/decks', `/decks/${id}`, editUrl, `/decks?q=card:${'w'.repeat(190)}`]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await page.goto(`/decks/${id}`);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000);
  });

  test('a search that is not understood or too long lists no deck and says why', async ({ page, request }) => {
    await savedDeck(request, { name: 'Listed' });
    await page.goto('/decks?q=card:nosuch');
    await expect(page.getByTestId('gallery-errors')).toContainText('No card is named “nosuch”.');
    await expect(page.getByTestId('gallery')).toHaveCount(0);
    await page.goto('/decks?q=(((');
    await expect(page.getByTestId('gallery-errors')).toContainText('“(((” has nothing to search for');
    await expect(page.getByTestId('gallery')).toHaveCount(0);
    await page.goto(`/decks?q=${'a'.repeat(250)}`);
    await expect(page.getByTestId('gallery-errors')).toHaveText('The search is too long: 200 characters at most (250 given). Shorten it to see decks.');
    await page.goto('/decks?q=card:nosuch&lang=fr');
    await expect(page.getByTestId('gallery-errors')).toContainText('Aucune carte ne s’appelle « nosuch ».');
  });
});

test.describe('titles, empty codes and French labels', () => {
  test('the edit page and an unknown deck have their own titles; /d/ says the code is empty', async ({ page, request }) => {
    const { editUrl } = await savedDeck(request, { name: 'Titled' });
    await page.goto(editUrl);
    await expect(page).toHaveTitle(/Edit “Titled”/);
    expect((await page.goto('/decks/NoSuchDeck12'))?.status()).toBe(404);
    await expect(page).toHaveTitle(/No saved deck here/);
    expect((await page.goto('/d/'))?.status()).toBe(404);
    await expect(page.getByTestId('bad-code').getByRole('alert')).toHaveText('The deck code is empty.');
  });

  test('the French deck page puts a space before colons and names the Letter paper', async ({ page }) => {
    await page.goto('/d/BAAAAAAjMBHNsPIE?lang=fr');
    await expect(page.getByTestId('deck-actions')).toContainText('Code du deck\u00a0:');
    await expect(page.getByRole('combobox', { name: 'Papier' }).locator('option[value="letter"]')).toHaveText('Lettre US');
  });
});
