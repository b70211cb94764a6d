import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openWithoutCode, test } from './fixtures';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { computeManaCost } from '../lib/champions/cost';

const dir = mkdtempSync(join(tmpdir(), 'erret-e2e-champions-'));
const files = { picture: join(dir, 'art.png'), huge: join(dir, 'huge.png'), text: join(dir, 'notes.png') };
const design = { attack: 3, health: 4, abilities: [{ ability: 'rage' as const, aura: false }, { ability: 'sprint' as const, aura: true }] };

test.beforeAll(async () => {
  // A picture with a left/right split, so a pan visibly changes what the frame shows.
  const left = await sharp({ create: { width: 800, height: 1200, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();
  const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .composite([{ input: left, left: 0, top: 0 }]).png().toBuffer();
  writeFileSync(files.picture, picture);
  const huge = Buffer.alloc(20 * 1024 * 1024, 7);
  picture.copy(huge, 0, 0, 64);
  writeFileSync(files.huge, huge);
  writeFileSync(files.text, 'Shopping list: bread, milk, a dragon.\n');
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('design a Champion with two abilities and a picture, save it and download its PDF', async ({ page }) => {
  await page.goto('/champions/new');
  await page.getByLabel('Name', { exact: true }).fill('Lame Grise');
  await page.getByLabel('Attack Value').fill(String(design.attack));
  await page.getByLabel('Health', { exact: true }).fill(String(design.health));
  await page.getByRole('checkbox', { name: /^Rage \+/ }).check();
  await page.getByRole('checkbox', { name: /^Sprint \+/ }).check();
  await page.getByRole('checkbox', { name: 'Sprint as an Aura' }).check();
  await page.getByLabel('Picture file').setInputFiles(files.picture);

  // The picture comes back from the server's check and can be framed by keyboard.
  const framer = page.getByRole('button', { name: /Picture framing/ });
  await expect(framer).toBeVisible();
  await framer.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('slider', { name: 'Zoom' })).toHaveValue('1.2');
  expect(Number(await page.getByRole('slider', { name: 'Horizontal position' }).inputValue())).toBeGreaterThan(0);

  const expected = computeManaCost(design);
  await expect(page.getByTestId('mana-cost')).toHaveText(`${expected.mana} Mana`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Attack 3 and Health 4' })).toHaveCount(1);
  await expect(rows.filter({ hasText: /^Rage/ })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Aura: Sprint' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Total' })).toContainText(String(expected.mana));
  await expect(page.getByTestId('champion-preview').getByRole('img')).toHaveAttribute('aria-label', /Lame Grise.*Mana \d+.*Rage.*Sprint/);
  await expect(page.getByRole('heading', { name: 'Champion rules' })).toBeVisible();

  await page.getByRole('button', { name: 'Save the Champion' }).click();
  await page.waitForURL(/\/champions\/[\w-]{11}(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lame Grise' })).toBeVisible();
  await expect(page.getByTestId('edit-link')).toContainText('/edit?token=');
  await expect(page.getByTestId('mana-cost')).toHaveText(`${expected.mana} Mana`);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const api = await (await page.request.get(`/api/champions/${id}`)).json();
  expect(api.card).toMatchObject({ type: 'creature', mana: expected.mana, attack: 3, health: 4, abilities: design.abilities });
  expect(api.framing.zoom).toBeCloseTo(1.2, 5);

  await page.getByRole('radio', { name: 'US Letter' }).check();
  await page.getByRole('radio', { name: '3 mm of artwork' }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the PDF' }).click()]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  const { width, height } = pdf.getPage(0).getSize();
  expect([width, height].map((v) => Math.round(v * 100) / 100)).toEqual([612, 792]);
});

test('clear messages for a 20 MB file, a text file named .png, and bad names', async ({ page }) => {
  await page.goto('/champions/new');
  const picture = page.getByLabel('Picture file');
  await picture.setInputFiles(files.huge);
  await expect(page.getByRole('alert').filter({ hasText: 'The picture weighs 20.0 MB: the limit is 5 MB.' })).toBeVisible();
  await picture.setInputFiles(files.text);
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a picture: only PNG, JPEG and WebP are accepted, whatever its name says.' })).toBeVisible();

  const name = page.getByLabel('Name', { exact: true });
  await name.fill('x'.repeat(200));
  await expect(page.getByRole('alert').filter({ hasText: 'The name is 200 characters long: 40 at most.' })).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('<b>Bold</b>');
  await expect(page.getByRole('alert').filter({ hasText: 'The name cannot contain < or >.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save the Champion' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /was not saved/ })).toBeVisible();
  await expect(name).toBeFocused();
  await expect(page).toHaveURL(/\/champions\/new$/);

  // The server gives the same answers to a client that skips the form's checks.
  const form = (fields: object, file?: { name: string; mimeType: string; buffer: Buffer }) => ({
    multipart: { design: JSON.stringify({ ...design, ...fields }), ...(file ? { picture: file } : {}) },
  });
  const huge = await page.request.post('/api/champions', form({ name: 'Huge' }, { name: 'huge.png', mimeType: 'image/png', buffer: readFileSync(files.huge) }));
  expect(huge.status()).toBe(413);
  expect((await huge.json()).error).toMatch(/20\.0 MB/);
  const text = await page.request.post('/api/champions', form({ name: 'Text' }, { name: 'notes.png', mimeType: 'image/png', buffer: readFileSync(files.text) }));
  expect(text.status()).toBe(400);
  expect((await text.json()).errors[0]).toMatchObject({ field: 'picture', message: expect.stringContaining('not a picture') });
  const markup = await page.request.post('/api/champions', form({ name: '<script>x</script>' }));
  expect((await markup.json()).errors[0]).toMatchObject({ field: 'name', message: 'The name cannot contain < or >.' });
});

test('edit a saved Champion with its token; a wrong token is refused with a message', async ({ page }) => {
  const created = await page.request.post('/api/champions', {
    multipart: { design: JSON.stringify({ name: 'Veilleur', ...design }), picture: { name: 'art.png', mimeType: 'image/png', buffer: readFileSync(files.picture) } },
  });
  expect(created.status()).toBe(201);
  const { id, editUrl } = await created.json();

  await page.goto(editUrl.replace(/token=[^&]+/, 'token=not-the-token'));
  await page.getByLabel('Health', { exact: true }).fill('6');
  await page.getByRole('button', { name: 'Save a new version' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This edit token does not open this Champion.' })).toBeVisible();

  await page.goto(editUrl);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Veilleur');
  await expect(page.getByRole('button', { name: /Picture framing/ })).toBeVisible();
  await page.getByLabel('Health', { exact: true }).fill('6');
  await page.getByRole('button', { name: 'Save a new version' }).click();
  await page.waitForURL(new RegExp(`/champions/${id}$`));
  await expect(page.getByText(/^Version 2 · saved/)).toBeVisible();
  const api = await (await page.request.get(`/api/champions/${id}`)).json();
  expect(api).toMatchObject({ health: 6, version: 2, picture: { width: 1280, height: 960 } });
});

test('the form takes no input before the page is interactive, then the preview follows it', async ({ page }) => {
  const release = await openWithoutCode(page, '/champions/new');
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save the Champion' })).toBeDisabled();
  release();
  await expect(name).toBeEnabled();
  await name.fill('Lame Grise');
  await expect(page.getByTestId('champion-preview').getByRole('img')).toHaveAttribute('aria-label', /Lame Grise/);
});
