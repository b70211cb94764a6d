import { expect, test } from './fixtures';
import { PRECON, status, uniqueCards } from './deckHelpers';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe('saving a new deck', () => {
  test('after the first save the builder edits that deck: saving again updates it, never a second deck', async ({
    page,
    request,
  }) => {
    const name = unique('Once');
    await page.goto(`/decks/new?cards=${uniqueCards(PRECON[2].cards).join(',')}`);
    await page.getByLabel('Deck name').fill(name);
    const save = page.getByRole('button', { name: 'Save the deck' });
    await save.click();
    await page.waitForURL(/\/decks\/[\w-]+\/edit#token=[\w-]+$/);
    const panel = page.getByTestId('saved-links');
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('Deck saved.');
    const editUrl = (await page.getByTestId('edit-link').getAttribute('href'))!;
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(editUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit “${name}”`);
    await expect(page.getByLabel('Deck name')).toHaveValue(name);

    await page.getByRole('button', { name: 'Save the changes' }).click();
    await expect(page.getByTestId('save-result')).toContainText('Nothing to save: version 1 is already this deck.');
    await page.getByLabel('Description (optional)').fill('Second thoughts.');
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await expect(page.getByTestId('save-result')).toContainText('Changes saved: version 2.');
    // The edit link is still there, unchanged, after the update.
    await expect(page.getByTestId('edit-link')).toHaveAttribute('href', editUrl);

    const found = await (await request.get(`/api/decks?q=${encodeURIComponent(name)}`)).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ name, description: 'Second thoughts.', version: 2 });
  });

  test('the edit link survives a reload and a language switch, until it is hidden', async ({ page }) => {
    const name = unique('Kept');
    await page.goto(`/decks/new?cards=${uniqueCards(PRECON[2].cards).join(',')}`);
    await page.getByLabel('Deck name').fill(name);
    await page.getByRole('button', { name: 'Save the deck' }).click();
    await page.waitForURL(/\/edit#token=/);
    const editUrl = (await page.getByTestId('edit-link').getAttribute('href'))!;

    await page.reload();
    await expect(page.getByTestId('edit-link')).toHaveAttribute('href', editUrl);
    await page.getByRole('button', { name: 'Passer en français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Modifier « ${name} »`);
    await expect(page.getByLabel('Nom du deck')).toHaveValue(name);
    const panel = page.getByTestId('saved-links');
    await expect(panel.getByTestId('edit-link')).toHaveAttribute('href', editUrl);
    await expect(panel).toContainText('Cet onglet le réaffiche jusqu’à ce que vous le masquiez');
    // Only the token the edit link always had is in the address, in its fragment: the links are kept in the tab.
    expect([new URL(page.url()).search, new URL(page.url()).hash]).toEqual(['', new URL(editUrl, page.url()).hash]);

    await panel.getByRole('button', { name: 'Je l’ai gardé : masquer le lien de modification' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByLabel('Nom du deck')).toBeFocused();
    await page.reload();
    await expect(page.getByTestId('saved-links')).toHaveCount(0);
  });
});

test.describe('deck builder: Champion, names and long words', () => {
  test('the Champion lookup is announced, and removing it by keyboard returns the focus to the field', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/champions', {
      multipart: { design: JSON.stringify({ name: 'Lame Grise', attack: 3, health: 4, abilities: [] }) },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto('/decks/new?from=deck-1');
    const field = page.getByTestId('deck-champion').getByLabel('Champion link or id');
    await field.fill(id);
    await field.press('Enter');
    await expect(status(page)).toHaveText('Champion Lame Grise attached.');
    const remove = page.getByRole('button', { name: 'Remove the Champion Lame Grise' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Champion Lame Grise removed.');
    await expect(field).toBeFocused();

    await field.fill('NoSuchChampion1');
    await field.press('Enter');
    await expect(status(page)).toHaveText('No Champion has the id “NoSuchChampion1”.');
  });

  test('?add= takes printed names in any case, with or without accents', async ({ page }) => {
    for (const [add, slug] of [
      ['Désintégration', 'desintegration'],
      ['Baron', 'baron'],
      ['desintegration', 'desintegration'],
    ]) {
      await page.goto(`/decks/new?add=${encodeURIComponent(add)}`);
      await expect(page.getByTestId('deck-zone').locator(`button[data-card="${slug}"]`)).toBeVisible();
      await expect(page.getByTestId('deck-status')).not.toContainText('Unknown card');
    }
  });

  test('the French import report quotes with « » and counts properly; long words wrap on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/decks/new?lang=fr');
    const list = page.getByLabel('Liste du deck, une carte par ligne');
    await list.fill(`Baron\nnope card\n${'W'.repeat(300)}`);
    await page.getByRole('button', { name: 'Importer la liste' }).click();
    const report = page.getByTestId('deck-text-report');
    await expect(report).toContainText('1 carte importée.');
    await expect(report).toContainText('« nope card »');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const button = await page.getByRole('button', { name: 'Importer la liste' }).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(390);

    await list.fill(PRECON[0].cards.join('\n'));
    await page.getByRole('button', { name: 'Importer la liste' }).click();
    await expect(report).toContainText('8 cartes importées.');
  });
});

test.describe('deck gallery searches and pages', () => {
  test('or and parentheses combine terms; an unknown keyword is left out and the rest searched', async ({
    page,
    request,
  }) => {
    const tag = unique('tag');
    for (const cards of [
      uniqueCards(PRECON[0].cards, ['baron']),
      uniqueCards(PRECON[1].cards, ['microctopus']),
      uniqueCards(PRECON[2].cards),
    ]) {
      expect((await request.post('/api/decks', { data: { name: `${tag} deck`, cards } })).status()).toBe(201);
    }
    const search = async (q: string) => page.goto(`/decks?q=${encodeURIComponent(q)}`);
    await search(`${tag} card:baron or ${tag} card:microctopus`);
    await expect(page.getByTestId('gallery-count')).toHaveText('2 decks');
    await search(`${tag} (card:baron)`);
    await expect(page.getByTestId('gallery-count')).toHaveText('1 deck');
    await search(`${tag} -(card:baron or card:microctopus)`);
    await expect(page.getByTestId('gallery-count')).toHaveText('1 deck');

    await search(`foo:bar ${tag}`);
    const problems = page.getByTestId('gallery-errors');
    await expect(problems).toContainText('Left out of the search, the rest is searched:');
    await expect(problems).toContainText('foo:bar');
    await expect(problems).not.toContainText('Fix');
    await expect(page.getByTestId('gallery-count')).toHaveText('3 decks');

    await search('foo:bar');
    await expect(page.getByTestId('gallery-errors')).toContainText('Nothing in this search could be understood');
    await expect(page.getByTestId('gallery')).toHaveCount(0);
  });

  test('a page past the end says so and leads to the last page, for decks and Champions', async ({ page, request }) => {
    await request.post('/api/decks', { data: { name: unique('Paged'), cards: PRECON[0].cards } });
    await page.goto('/decks?page=99');
    const deckEnd = page.getByTestId('gallery-past-end');
    await expect(deckEnd).toContainText('There is no page 99');
    await expect(page.getByText('No deck matches this search yet.')).toHaveCount(0);
    await deckEnd.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(page.getByTestId('gallery').locator('li[data-deck]').first()).toBeVisible();

    await request.post('/api/champions', {
      multipart: { design: JSON.stringify({ name: 'Paged', attack: 1, health: 1, abilities: [] }) },
    });
    await page.goto('/champions?page=999&lang=fr');
    const championEnd = page.getByTestId('gallery-past-end');
    await expect(championEnd).toContainText('Il n’y a pas de page 999');
    await expect(page.getByText('Aucun Champion n’a encore été forgé.')).toHaveCount(0);
    await championEnd.getByRole('link', { name: 'Aller à la dernière page' }).click();
    await expect(page.locator('main ul li').first()).toBeVisible();
  });

  test('a deck’s sharing description and image name its Champion; a single view is “1 view”', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/champions', {
      multipart: { design: JSON.stringify({ name: 'Lame Grise', attack: 3, health: 4, abilities: [] }) },
    });
    const { id: champion } = (await created.json()) as { id: string };
    const saved = await request.post('/api/decks', {
      data: { name: unique('Shared'), cards: PRECON[0].cards, champion },
    });
    const { id, code } = (await saved.json()) as { id: string; code: string };
    await page.goto(`/d/${code}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /, Champion: Lame Grise$/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /Champion: Lame Grise/);
    const image = await request.get(`/api/d/${code}/image`);
    expect(image.headers()['content-type']).toBe('image/png');
    await page.goto(`/decks/${id}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Champion: Lame Grise/);
    await expect(page.getByTestId('deck-views')).toHaveText('1 view');
  });
});
