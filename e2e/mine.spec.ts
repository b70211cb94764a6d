import { readFileSync } from 'node:fs';
import { expect, test, untilInteractive, type Page } from './fixtures';
import { PRECON, uniqueCards } from './deckHelpers';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Saves a new deck from the builder with the chosen visibility; returns its id once its edit page is open. */
async function saveDeck(page: Page, name: string, visibility: 'Public' | 'Unlisted') {
  await page.goto(`/decks/new?cards=${uniqueCards(PRECON[1].cards).join(',')}`);
  await page.getByLabel('Deck name').fill(name);
  // The default is stated on the button before anything is chosen.
  await expect(page.getByRole('button', { name: 'Save the deck — public' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${visibility}:`) }).check();
  await page.getByRole('button', { name: `Save the deck — ${visibility.toLowerCase()}` }).click();
  await page.waitForURL(/\/decks\/[\w-]+\/edit#token=[\w-]+$/);
  return new URL(page.url()).pathname.split('/')[2];
}

test.describe('unlisted decks and the Mine page', () => {
  test('an unlisted deck stays out of the gallery, opens by its link, and Mine keeps its edit link', async ({
    page,
    request,
  }) => {
    const tag = unique('mine');
    const shown = await request.post('/api/decks', {
      data: { name: `${tag} shown`, cards: uniqueCards(PRECON[0].cards) },
    });
    expect(shown.status()).toBe(201);
    // The search is asked (and cached) before the unlisted deck exists, and again after.
    await page.goto(`/decks?q=${tag}`);
    await expect(page.getByRole('link', { name: `${tag} shown` })).toBeVisible();

    const hiddenName = `${tag} hidden`;
    const id = await saveDeck(page, hiddenName, 'Unlisted');
    await expect(page.getByRole('radio', { name: /^Unlisted:/ })).toBeChecked();

    await page.goto(`/decks?q=${tag}`);
    await expect(page.getByRole('link', { name: `${tag} shown` })).toBeVisible();
    await expect(page.getByText(hiddenName)).toHaveCount(0);
    // Neither its own name nor the newest decks (it is the newest) bring it out.
    for (const path of [`/decks?q=${encodeURIComponent(hiddenName)}`, '/decks']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(hiddenName)).toHaveCount(0);
    }
    const listed = await (await request.get(`/api/decks?q=${tag}`)).json();
    expect(listed.items.map((d: { name: string }) => d.name)).toEqual([`${tag} shown`]);

    // Its link opens it, saying it is unlisted and asking search engines to leave it out.
    await page.goto(`/decks/${id}`);
    await expect(page.getByTestId('deck-name')).toHaveText(hiddenName);
    await expect(page.getByTestId('unlisted-note')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Mine' }).click();
    await page.waitForURL(/\/mine$/);
    await page.reload();
    const item = page.getByTestId('mine-item').filter({ hasText: hiddenName });
    await expect(item).toHaveCount(1);
    await expect(page.getByTestId('mine-item').first()).toContainText(hiddenName);
    const edit = item.getByTestId('mine-edit');
    await expect(edit).toHaveAttribute('href', new RegExp(`^/decks/${id}/edit#token=[\\w-]+$`));
    await edit.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit “${hiddenName}”`);
    // Made public from the edit page: now the gallery lists it, and its history says so.
    await page.getByRole('radio', { name: /^Public:/ }).check();
    await page.getByRole('button', { name: 'Save the changes — public' }).click();
    await expect(page.getByTestId('save-result')).toContainText('Changes saved: version 2.');
    await page.goto(`/decks?q=${tag}`);
    await expect(page.getByRole('link', { name: hiddenName })).toBeVisible();
    await page.goto(`/decks/${id}`);
    await expect(page.getByTestId('deck-history')).toContainText('Made public (listed in the gallery)');
  });

  test('the list moves to a fresh browser by a file, a bad file changes nothing, and a deck is edited from there', async ({
    page,
    browser,
  }) => {
    const name = unique('Moved');
    const id = await saveDeck(page, name, 'Unlisted');
    await page.goto('/mine');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the list (file)' }).click();
    const file = await (await download).path();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      kind: 'erret-mine',
      version: 1,
      items: expect.arrayContaining([expect.objectContaining({ kind: 'deck', id, name })]),
    });

    const context = await browser.newContext();
    try {
      const fresh = untilInteractive(await context.newPage());
      await fresh.goto('/mine');
      await expect(fresh.getByTestId('mine-empty')).toBeVisible();
      const picker = fresh.getByLabel('Import a list file');
      await picker.setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"kind":"erret-mine","version":1,"items":[{"kind":"deck"}]}'),
      });
      await expect(fresh.getByTestId('mine-import-error')).toHaveText(
        /Entry 1 of this file is damaged.*Nothing was changed\./,
      );
      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(fresh.getByTestId('mine-import-error')).toHaveText(
        'This file is not a list exported from Erret (it is not JSON). Nothing was changed.',
      );
      await expect(fresh.getByTestId('mine-empty')).toBeVisible();

      await picker.setInputFiles(file);
      await expect(fresh.getByTestId('mine-import-result')).toContainText('decks and Champions read from the file');
      await fresh.reload();
      const item = fresh.getByTestId('mine-item').filter({ hasText: name });
      await item.getByTestId('mine-edit').click();
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(`Edit “${name}”`);
      await fresh.getByLabel('Description (optional)').fill('Edited from another browser.');
      await fresh.getByRole('button', { name: 'Save the changes — unlisted' }).click();
      await expect(fresh.getByTestId('save-result')).toContainText('Changes saved: version 2.');

      // Removed from this browser's list only; then deleted from the first browser's list.
      await fresh.goto('/mine');
      await fresh
        .getByTestId('mine-item')
        .filter({ hasText: name })
        .getByRole('button', { name: /^Remove from this list/ })
        .click();
      await expect(fresh.getByTestId('mine-status')).toContainText(`“${name}” is off the list.`);
      await expect(fresh.getByTestId('mine-item').filter({ hasText: name })).toHaveCount(0);
    } finally {
      await context.close();
    }
    await page.goto('/mine');
    const mine = page.getByTestId('mine-item').filter({ hasText: name });
    await mine.getByRole('button', { name: /^Delete the deck/ }).click();
    await mine.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByTestId('mine-status')).toHaveText(`“${name}” is deleted.`);
    await expect(mine).toHaveCount(0);
    expect((await page.request.get(`/api/decks/${id}`)).status()).toBe(404);
  });

  test('in French: an unlisted Champion stays out of the gallery, and “Les miens” keeps its edit link', async ({
    page,
  }) => {
    const name = unique('Ombre');
    await page.goto('/champions/new?lang=fr');
    await page.getByLabel('Nom', { exact: true }).fill(name);
    await expect(page.getByRole('button', { name: 'Enregistrer le Champion — public' })).toBeVisible();
    await page.getByRole('radio', { name: /^Non listé/ }).check();
    await page.getByRole('button', { name: 'Enregistrer le Champion — non listé' }).click();
    await page.waitForURL(/\/champions\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByTestId('unlisted-note')).toHaveText(
      'Non listé : cette page n’est pas dans la galerie ; seuls ceux qui ont son lien la voient.',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/champions');
    await expect(page.getByText(name)).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Les miens' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les miens');
    const item = page.getByTestId('mine-item').filter({ hasText: name });
    await expect(item).toContainText('Champion');
    await item.getByRole('link', { name: /^Modifier/ }).click();
    await page.waitForURL(new RegExp(`/champions/${id}/edit#token=`));
    await expect(page.getByRole('radio', { name: /^Non listé/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Enregistrer une nouvelle version — non listé' })).toBeVisible();
  });
});
