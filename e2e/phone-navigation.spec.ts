import { expect, test } from './fixtures';

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const noSidewaysScroll = async (page: import('./fixtures').Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  test('a Menu button opens every main section, Play, Simulate and Mine included, none past the edge', async ({
    page,
  }) => {
    await page.goto('/cards');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await noSidewaysScroll(page);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu).toHaveAttribute('aria-controls', (await nav.getAttribute('id'))!);
    const names = ['Cards', 'Abilities', 'Sets', 'Decks', 'Champions', 'Play', 'Simulate', 'Mine'];
    await expect(nav.getByRole('link')).toHaveText(names);
    for (const name of names) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    await expect(nav.getByRole('link', { name: 'Cards' })).toHaveAttribute('aria-current', 'page');
    await noSidewaysScroll(page);

    await nav.getByRole('link', { name: 'Simulate' }).tap();
    await expect(page).toHaveURL(/\/simulate$/);
  });

  test('the menu works by keyboard: Enter opens, Tab enters it, Escape closes and gives the focus back', async ({
    page,
  }) => {
    await page.goto('/fr/decks');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Cartes', exact: true })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Jouer' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Simuler' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  });

  test('a tap outside the open menu closes it', async ({ page }) => {
    await page.goto('/sets');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Mana chips 0 to 9 wrap: all in view, 9 included, and they work', async ({ page }) => {
    await page.goto('/cards');
    const mana = page.getByRole('group', { name: 'Mana' });
    for (let value = 0; value <= 9; value++) {
      const chip = mana.getByRole('button', { name: String(value), exact: true });
      const box = (await chip.boundingBox())!;
      expect(box.x, `chip ${value}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `chip ${value}`).toBeLessThanOrEqual(390);
    }
    await noSidewaysScroll(page);
    await mana.getByRole('button', { name: '9', exact: true }).tap();
    await expect(mana.getByRole('button', { name: '9', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]q=[^&]*9/);
  });
});

test('on a wide screen the links are in the header itself, without a Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/cards');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Simulate' })).toBeInViewport();
  const tops = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});
