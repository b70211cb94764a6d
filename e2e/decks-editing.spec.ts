import { expect, test, untilInteractive } from './fixtures';
import { addBySearch, nameOf, PRECON, search, status } from './deckHelpers';

async function savedDeck(request: import('@playwright/test').APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/decks', { data: { cards: PRECON[1].cards, ...body } });
  expect(response.status()).toBe(201);
  const { id, editUrl } = (await response.json()) as { id: string; editUrl: string };
  return { id, editUrl, token: new URL(editUrl, 'http://x').hash.replace('#token=', '') };
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
    const { id, token } = await savedDeck(request, { name: 'Old link' });
    await page.goto(`/decks/${id}/edit?code=BAAAAAAjMBHNsPIE#token=${token}`);
    const notice = page.getByTestId('edit-address-differs');
    await expect(notice).toContainText('differs from the saved deck (version 1)');
    await notice.getByRole('button', { name: 'Show the saved cards' }).click();
    await expect(notice).toHaveCount(0);
    const shown = await page
      .getByTestId('deck-zone')
      .locator('button[data-card]')
      .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
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
    for (const link of [
      'https://erret.example/d/BAAAAAAjMBHNsPIE',
      'http://localhost:3000/fr/d/BAAAAAAjMBHNsPIE?lang=fr#cards',
    ]) {
      await expect(page.getByTestId('deck-count')).toHaveText('0 / 8 cards');
      await page.getByLabel('A deck code').fill(link);
      await page.getByRole('button', { name: 'Load', exact: true }).click();
      await expect(page.getByTestId('deck-count')).toHaveText('8 / 8 cards');
      await page.getByRole('button', { name: 'Empty the deck' }).click();
    }
  });

  test('earlier refusals go once the deck or the fields change, or the deck is saved', async ({ page, request }) => {
    // Preconstructed deck 2 is shared already: saving it offers that deck, or a copy.
    await savedDeck(request, { name: 'Shared second deck' });
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
    await expect(result).toContainText('An identical deck — the same cards and Champion — is already shared: “');
    const offer = page.getByTestId('same-deck-offer');
    // The deck offered is the first one saved with these cards (this test's, or an older one).
    await expect(offer.getByRole('link', { name: /^Open “/ })).toHaveAttribute('href', /^\/decks\/[\w-]+$/);
    await offer.getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(result).toContainText('Deck saved.');
    await expect(result).not.toContainText('Not saved');
    await expect(status(page)).toHaveText('');
  });

  test('the French builder refuses in French, offers the shared identical deck, and takes “Moi < toi”', async ({
    page,
    request,
  }) => {
    await savedDeck(request, { name: 'Premier partagé', cards: PRECON[0].cards });
    await page.goto('/decks/new?from=deck-1&lang=fr');
    await page.getByLabel('Nom du deck').fill('Moi\u0007toi');
    await page.getByRole('button', { name: 'Enregistrer le deck' }).click();
    const result = page.getByTestId('save-result');
    await expect(result).toHaveText(
      'Non enregistré : le nom contient des caractères de contrôle (invisibles ou de sens d’écriture). Retirez-les.',
    );
    await page.getByLabel('Nom du deck').fill('<i>Moi</i>');
    await page.getByRole('button', { name: 'Enregistrer le deck' }).click();
    await expect(result).toHaveText(
      'Non enregistré : le nom contient une balise comme « <b> », ce qui n’est pas permis.',
    );
    await page.getByLabel('Nom du deck').fill('Moi < toi');
    await page.getByRole('button', { name: 'Enregistrer le deck' }).click();
    await expect(result).toContainText('Un deck identique — mêmes cartes et même Champion — est déjà partagé : « ');
    const offer = page.getByTestId('same-deck-offer');
    await expect(offer.getByRole('link', { name: /^Ouvrir « / })).toBeVisible();
    await offer.getByRole('button', { name: 'Enregistrer le mien quand même' }).click();
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
    await expect(page.getByTestId('save-result')).toHaveText(
      'Not saved: the Champion “NoSuchChampion1” does not exist. Remove it, or attach one that exists.',
    );
    const api = await request.post('/api/decks', {
      data: { name: 'Ghost', cards: PRECON[0].cards, champion: 'NoSuchChampion1' },
    });
    expect([api.status(), (await api.json()).field]).toEqual([422, 'champion']);

    await page.goto('/d/BAAAAAAjMBHNsPIE.NoSuchChampion1');
    await expect(page.getByTestId('deck-print-unavailable')).toContainText('Proxies cannot be printed');
    await expect(page.getByRole('button', { name: 'Download the PDF' })).toHaveCount(0);
  });
});

test.describe('long words and odd searches', () => {
  test('long unbroken names, authors and descriptions wrap on a phone', async ({ page, request }) => {
    const { id, editUrl } = await savedDeck(request, {
      name: 'N'.repeat(80),
      author: 'A'.repeat(40),
      description: `https://example.com/${'x'.repeat(900)}`,
    });
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
    await expect(page.getByTestId('gallery-errors')).toContainText('Empty parentheses “()”: nothing to search for.');
    await expect(page.getByTestId('gallery')).toHaveCount(0);
    await page.goto(`/decks?q=${'a'.repeat(250)}`);
    await expect(page.getByTestId('gallery-errors')).toHaveText(
      'The search is too long: 200 characters at most (250 given). Shorten it to see decks.',
    );
    await page.goto('/decks?q=card:nosuch&lang=fr');
    await expect(page.getByTestId('gallery-errors')).toContainText('Aucune carte ne s’appelle « nosuch ».');
  });
});

test.describe('titles, empty codes and French labels', () => {
  test('the edit page and an unknown deck have their own titles; /d/ says the code is empty', async ({
    page,
    request,
  }) => {
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
    await expect(page.getByRole('group', { name: 'Papier' }).getByRole('radio', { name: 'Lettre US' })).toHaveValue(
      'letter',
    );
  });
});

test('an old edit link with ?token= still opens the deck, its token moved to the fragment', async ({
  page,
  request,
}) => {
  const { id, token } = await savedDeck(request, { name: 'Old link' });
  const answer = await request.get(`/decks/${id}/edit?token=${token}`, { maxRedirects: 0 });
  expect([303, 307, 308]).toContain(answer.status());
  expect(answer.headers()['location']).toMatch(new RegExp(`/decks/${id}/edit#token=${token}$`));
  await page.goto(`/decks/${id}/edit?token=${token}`);
  await expect(page).toHaveURL(new RegExp(`/decks/${id}/edit#token=${token}$`));
  await expect(page.getByLabel('Deck name')).toHaveValue('Old link');
});
