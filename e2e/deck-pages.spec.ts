import { expect, openWithoutCode, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { CARDS, poolCard, search, status } from './deckHelpers';

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
    await expect(page.getByTestId('deck-actions').getByRole('link', { name: 'Simulate' })).toHaveAttribute(
      'href',
      `/simulate?deck=${code}`,
    );
    await page.getByRole('link', { name: 'Open in the builder' }).click();
    await expect(page.getByTestId('deck-count')).toHaveText('8 / 8 cards');
    const image = await page.request.get(`/api/d/${code}/image`);
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
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the PDF' }).click(),
    ]);
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
    await page
      .getByTestId('deck-zone')
      .locator('button[data-card="troll"]')
      .dragTo(page.locator('section[aria-labelledby="pool-title"] ul'));
    await expect(status(page)).toHaveText('Troll removed (2/8).');
    await expect.poll(() => new URL(page.url()).searchParams.get('cards')).toBe('baron,ogre');
  });

  test('a search typed before the builder code has run is applied once it does', async ({ page }) => {
    const release = await openWithoutCode(page, '/decks/new');
    await search(page).fill('ab:rage m<=3');
    release();
    const expected = CARDS.filter((c) => c.mana <= 3 && c.abilities.some((a) => a.ability === 'rage'))
      .map((c) => c.slug)
      .sort();
    const pool = page.locator('section[aria-labelledby="pool-title"] button[data-card]');
    await expect
      .poll(async () => (await pool.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card') ?? ''))).sort())
      .toEqual(expected);
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
    const form = {
      design: JSON.stringify({
        name: 'Lame Grise',
        author: 'Ana',
        attack: 3,
        health: 4,
        abilities: [{ ability: 'rage', aura: false }],
      }),
    };
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
        if (message.type() === 'error' && !message.location().url?.endsWith('/favicon.ico'))
          errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('load');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (path.endsWith('lang=fr')) await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un deck');
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        for (const el of document.querySelectorAll('[role="img"]'))
          if (!el.getAttribute('aria-label')?.trim()) found.push(`image: ${el.outerHTML.slice(0, 80)}`);
        for (const el of document.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea')) {
          if ((el.labels?.length ?? 0) === 0 && !el.getAttribute('aria-label'))
            found.push(`field: ${el.outerHTML.slice(0, 80)}`);
        }
        for (const el of document.querySelectorAll('button, a[href]'))
          if (!(el.textContent?.trim() || el.getAttribute('aria-label')))
            found.push(`control: ${el.outerHTML.slice(0, 80)}`);
        return found;
      });
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

/** Saves a deck through the API; its id and the edit token. */
