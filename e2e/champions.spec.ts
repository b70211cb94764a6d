import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openWithoutCode, test, untilInteractive } from './fixtures';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { computeManaCost } from '../lib/champions/cost';

const dir = mkdtempSync(join(tmpdir(), 'erret-e2e-champions-'));
const files = { picture: join(dir, 'art.png'), huge: join(dir, 'huge.png'), text: join(dir, 'notes.png') };
const design = {
  attack: 3,
  health: 4,
  abilities: [
    { ability: 'rage' as const, aura: false },
    { ability: 'sprint' as const, aura: true },
  ],
};

test.beforeAll(async () => {
  // A picture with a left/right split, so a pan visibly changes what the frame shows.
  const left = await sharp({ create: { width: 800, height: 1200, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  const picture = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer();
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
  // Sprint only as an Aura: the card's own Sprint is a box of its own.
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
  await expect(page.getByTestId('champion-preview').getByRole('img')).toHaveAttribute(
    'aria-label',
    /Lame Grise.*Mana \d+.*Rage.*Sprint/,
  );
  await expect(page.getByRole('heading', { name: 'Champion rules' })).toBeVisible();

  await page.getByRole('button', { name: 'Save the Champion' }).click();
  await page.waitForURL(/\/champions\/[\w-]{11}(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lame Grise' })).toBeVisible();
  await expect(page.getByTestId('edit-link')).toHaveValue(/\/edit#token=/);
  await expect(page.getByTestId('mana-cost')).toHaveText(`${expected.mana} Mana`);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const api = await (await page.request.get(`/api/champions/${id}`)).json();
  expect(api.card).toMatchObject({
    type: 'creature',
    mana: expected.mana,
    attack: 3,
    health: 4,
    abilities: design.abilities,
  });
  expect(api.framing.zoom).toBeCloseTo(1.2, 5);

  await page.getByRole('radio', { name: 'US Letter' }).check();
  await page.getByRole('radio', { name: '3 mm of artwork' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the PDF' }).click(),
  ]);
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
  await expect(
    page.getByRole('alert').filter({ hasText: 'The picture weighs 20.0 MB: the limit is 5 MB.' }),
  ).toBeVisible();
  await picture.setInputFiles(files.text);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This file is not a picture: only PNG, JPEG and WebP are accepted, whatever its name says.' }),
  ).toBeVisible();

  const name = page.getByLabel('Name', { exact: true });
  await name.fill('x'.repeat(200));
  await expect(
    page.getByRole('alert').filter({ hasText: 'The name is 200 characters long: 40 at most.' }),
  ).toBeVisible();
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
  const huge = await page.request.post(
    '/api/champions',
    form({ name: 'Huge' }, { name: 'huge.png', mimeType: 'image/png', buffer: readFileSync(files.huge) }),
  );
  expect(huge.status()).toBe(413);
  expect((await huge.json()).error).toMatch(/20\.0 MB/);
  const text = await page.request.post(
    '/api/champions',
    form({ name: 'Text' }, { name: 'notes.png', mimeType: 'image/png', buffer: readFileSync(files.text) }),
  );
  expect(text.status()).toBe(400);
  expect((await text.json()).errors[0]).toMatchObject({
    field: 'picture',
    message: expect.stringContaining('not a picture'),
  });
  const markup = await page.request.post('/api/champions', form({ name: '<script>x</script>' }));
  expect((await markup.json()).errors[0]).toMatchObject({ field: 'name', message: 'The name cannot contain < or >.' });
});

test('edit a saved Champion with its token; a wrong token is refused before any form', async ({ page }) => {
  const created = await page.request.post('/api/champions', {
    multipart: {
      design: JSON.stringify({ name: 'Veilleur', ...design }),
      picture: { name: 'art.png', mimeType: 'image/png', buffer: readFileSync(files.picture) },
    },
  });
  expect(created.status()).toBe(201);
  const { id, editUrl } = await created.json();

  await page.goto(editUrl.replace(/token=[^&]+/, 'token=not-the-token'));
  await expect(page.getByTestId('edit-refused').getByRole('alert')).toHaveText(
    /^This edit link’s token does not open this Champion: nothing can be changed with it\./,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Veilleur' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save a new version' })).toHaveCount(0);
  await expect(page).toHaveTitle('Edit Veilleur · Erret');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');

  await page.goto(editUrl);
  await expect(page).toHaveTitle('Edit Veilleur · Erret');
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

/** A Champion saved through the API, and its edit link. */
async function saveByApi(page: import('./fixtures').Page, fields: object, picture = false) {
  const response = await page.request.post('/api/champions', {
    multipart: {
      design: JSON.stringify({ ...design, ...fields }),
      ...(picture ? { picture: { name: 'art.png', mimeType: 'image/png', buffer: readFileSync(files.picture) } } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; editUrl: string };
}

test('two tabs editing the same version: the second save is refused, the first one kept', async ({ page, context }) => {
  const { id, editUrl } = await saveByApi(page, { name: 'Qa Hero', health: 5 });
  const other = await context.newPage();
  await page.goto(editUrl);
  await untilInteractive(other).goto(editUrl);

  await page.getByLabel('Health', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Save a new version' }).click();
  await page.waitForURL(new RegExp(`/champions/${id}$`));

  await other.getByLabel('Name', { exact: true }).fill('Qa Renamed');
  await other.getByRole('button', { name: 'Save a new version' }).click();
  const conflict = other
    .getByRole('alert')
    .filter({ hasText: 'The Champion changed meanwhile: it is now at version 2, and your changes were not saved.' });
  await expect(conflict).toBeVisible();
  await expect(conflict.locator('..')).toBeFocused();
  await expect(other.getByText(/field(s)? needs? attention/)).toHaveCount(0);
  await expect(other).toHaveURL(/\/edit#token=/);
  expect(await (await page.request.get(`/api/champions/${id}`)).json()).toMatchObject({
    name: 'Qa Hero',
    health: 7,
    version: 2,
  });
});

test('names the card fonts cannot print are refused, naming the character', async ({ page }) => {
  await page.goto('/champions/new');
  await expect(
    page.getByText(/^Up to 40 characters: letters A to Z, with or without Western European accents/),
  ).toBeVisible();
  const name = page.getByLabel('Name', { exact: true });
  for (const [typed, shown] of [
    ['Łukasz Ødegård', '“Ł” (U+0141)'],
    ['Nguyễn Đức', '“ễ” (U+1EC5)'],
    ['Ａｂｃ', '“Ａ” (U+FF21)'],
  ]) {
    await name.fill(typed);
    await expect(page.getByRole('alert').filter({ hasText: `The card cannot print ${shown}` })).toBeVisible();
  }
  await name.fill('Ødegård Chloé');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});

test('at most 6 abilities: the others are disabled with the reason, and Save focuses the first wrong field', async ({
  page,
}) => {
  await page.goto('/champions/new');
  const abilities = page.getByRole('group', { name: 'Special Abilities' });
  await expect(abilities).toContainText('up to 6, each at most once');
  const boxes = abilities.getByRole('checkbox', { name: / [+−]\d/ });
  for (let i = 0; i < 6; i++) await boxes.nth(i).check();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '6 abilities chosen, the most a Champion can have: untick one to choose another.' }),
  ).toBeVisible();
  await expect(boxes.nth(6)).toBeDisabled();
  await expect(page.getByTestId('mana-cost')).toHaveText(/^\d+ Mana$/);
  await boxes.nth(0).uncheck();
  await expect(boxes.nth(6)).toBeEnabled();

  await page.getByLabel('Name', { exact: true }).fill('Lame Grise');
  await page.getByLabel('Health', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save the Champion' }).click();
  await expect(page.getByLabel('Health', { exact: true })).toBeFocused();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The Champion was not saved: 1 field needs attention.' }),
  ).toBeVisible();
});

test('the wheel zooms the picture step after step without scrolling the page', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto('/champions/new');
  await page.getByLabel('Picture file').setInputFiles(files.picture);
  const framer = page.getByTestId('framer');
  await framer.scrollIntoViewIfNeeded();
  const box = (await framer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const zoom = page.getByRole('slider', { name: 'Zoom' });
  const scrolled = await page.evaluate(() => window.scrollY);
  let last = 1;
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, -100);
    await expect.poll(async () => Number(await zoom.inputValue())).toBeGreaterThan(last);
    last = Number(await zoom.inputValue());
  }
  expect(last).toBeGreaterThan(1.6);
  await page.mouse.wheel(0, 100);
  await expect.poll(async () => Number(await zoom.inputValue())).toBeLessThan(last);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a two-finger pinch zooms the picture without panning it', async ({ page }) => {
    await page.goto('/champions/new');
    await page.getByLabel('Picture file').setInputFiles(files.picture);
    const framer = page.getByTestId('framer');
    await framer.scrollIntoViewIfNeeded();
    const box = (await framer.boundingBox())!;
    const cx = box.x + box.width / 2,
      cy = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - spread, y: cy, id: 1 },
                { x: cx + spread, y: cy, id: 2 },
              ],
      });
    await touch('touchStart', 20);
    for (const spread of [26, 32, 38, 40]) await touch('touchMove', spread);
    await touch('touchEnd', 0);
    await expect
      .poll(async () => Number(await page.getByRole('slider', { name: 'Zoom' }).inputValue()))
      .toBeCloseTo(2, 1);
    expect(Number(await page.getByRole('slider', { name: 'Horizontal position' }).inputValue())).toBe(0);
  });
});

test('the Champion page: title first, a spoken "copied", and a titled 404', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { id } = await saveByApi(page, { name: 'Qa Hero' });
  await page.goto(`/champions/${id}`);
  const headings = await page.getByRole('heading').evaluateAll((nodes) => nodes.map((n) => n.tagName));
  expect(headings[0]).toBe('H1');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The public link is copied.' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/champions/${id}$`));

  for (const path of ['/champions/AAAAAAAAAAA', '/champions/AAAAAAAAAAA/edit?token=x']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Champion not found · Erret');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Champion not found');
  }
  await page.goto('/champions/AAAAAAAAAAA?lang=fr');
  await expect(page).toHaveTitle('Champion introuvable · Erret');
});
