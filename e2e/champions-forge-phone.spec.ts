import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from './fixtures';

const dir = mkdtempSync(join(tmpdir(), 'erret-e2e-forge-phone-'));
const picture = join(dir, 'art.png');

test.beforeAll(async () => {
  writeFileSync(
    picture,
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer(),
  );
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.describe('the one-time edit link of a new Champion, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('comes first, focused, with a copy button; survives a reload and a language switch until hidden', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/champions/new');
    await page.getByLabel('Name', { exact: true }).fill('Gardienne');
    await page.getByRole('button', { name: 'Save the Champion' }).click();
    await page.waitForURL(/\/champions\/[\w-]{11}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    const panel = page.getByTestId('edit-link-panel');
    await expect(panel).toBeFocused();
    await expect(panel).toBeInViewport();
    const link = panel.getByTestId('edit-link');
    await expect(link).toHaveValue(new RegExp(`/champions/${id}/edit#token=[\\w-]{20,}$`));
    const editUrl = await link.inputValue();
    // Above the card and everything else in the page's body.
    const cardTop = (await page.getByRole('heading', { name: 'Values' }).boundingBox())!.y;
    expect((await panel.boundingBox())!.y).toBeLessThan(cardTop);
    await panel.getByRole('button', { name: 'Copy the edit link' }).click();
    await expect(panel.getByRole('status')).toHaveText('The edit link is copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(editUrl);
    // Never in the address: not in the query, not in the fragment.
    expect(new URL(page.url()).search + new URL(page.url()).hash).toBe('');

    await page.reload();
    await expect(page.getByTestId('edit-link')).toHaveValue(editUrl);
    await page.getByRole('button', { name: 'Passer en français' }).click();
    await expect(page.getByRole('heading', { name: 'Lien de modification' }).first()).toBeVisible();
    await expect(page.getByTestId('edit-link')).toHaveValue(editUrl);
    await page.getByRole('button', { name: 'Je l’ai gardé : masquer le lien de modification' }).click();
    await expect(page.getByTestId('edit-link-panel')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Gardienne' })).toBeFocused();
    await page.reload();
    await expect(page.getByTestId('edit-link-panel')).toHaveCount(0);

    // The link opens the forge on that Champion.
    await page.goto(editUrl);
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Gardienne');
  });
});

test.describe('the forge on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form comes first under a small card that stays in view; finger-sized ability boxes', async ({ page }) => {
    await page.goto('/champions/new');
    const name = page.getByLabel('Name', { exact: true });
    expect((await name.boundingBox())!.y).toBeLessThan(700);
    const costTop = (await page.getByTestId('mana-cost').boundingBox())!.y;
    expect(costTop).toBeGreaterThan((await page.getByRole('button', { name: 'Save the Champion' }).boundingBox())!.y);

    await page.getByLabel('Picture file').setInputFiles(picture);
    const zoom = page.getByRole('slider', { name: 'Zoom' });
    await zoom.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('champion-preview')).toBeInViewport();

    const rage = page.getByRole('checkbox', { name: /^Rage \+/ });
    const box = (await rage.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    const row = (await rage.locator('xpath=ancestor::label').boundingBox())!;
    expect(row.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('checkbox', { name: /^Sprint \+/ }).check();
    const aura = (await page.getByRole('checkbox', { name: 'Sprint as an Aura' }).boundingBox())!;
    expect(Math.min(aura.width, aura.height)).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('removing the picture returns the focus to the file field', async ({ page }) => {
  await page.goto('/champions/new');
  const file = page.getByLabel('Picture file');
  await file.setInputFiles(picture);
  const remove = page.getByRole('button', { name: 'Remove the picture' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(remove).toHaveCount(0);
  await expect(file).toBeFocused();
});

test('the French forge says PV, “Capacités spéciales”, and when X is allowed', async ({ page }) => {
  await page.goto('/champions/new?lang=fr');
  await expect(page.getByLabel('PV (points de vie)')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Capacités spéciales' })).toBeVisible();
  await page.getByLabel('Valeur d’Attaque').fill('25');
  await page.getByLabel('Valeur d’Attaque').blur();
  await expect(page.locator('#champion-attack-error')).toHaveText(
    'L’Attaque doit être un nombre entier de 0 à 20 (ou X, avec la capacité Vulnérabilité).',
  );
});
