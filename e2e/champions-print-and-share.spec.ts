import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { expect, test, type Page } from './fixtures';
import { CARDS } from '../lib/cards';
import { encodeDeck } from '../lib/decks';
import { placedForms } from '../lib/print/pdf/readBack';

const port = Number(process.env.PORT || 3100);
const druid = {
  name: 'Druide Sage',
  author: 'Ana',
  attack: 1,
  health: 1,
  abilities: [
    { ability: 'indestructible', aura: false },
    { ability: 'indestructible', aura: true },
  ],
};
// Eight cards with Meteorite (4 Damage, Perforation) among them.
const deck = encodeDeck([
  'meteorite',
  ...CARDS.filter((c) => c.type === 'creature')
    .slice(0, 7)
    .map((c) => c.slug),
]);

/** The print form's controls, by role and accessible name, in order. */
const printControls = (page: Page) =>
  page
    .getByTestId('print-form')
    .locator('input:not([type=hidden]), button')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          `${(el as HTMLInputElement).type}:${(el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? el.textContent?.trim()}`,
      ),
    );

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a Champion with an ability and the same ability as an Aura is saved, and its sheet prints 9 copies', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/champions', { multipart: { design: JSON.stringify(druid) } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/champions/${id}`);
    await expect(page.getByTestId('mana-cost')).toHaveText('2 Mana');

    const form = page.getByTestId('print-form');
    await form.getByRole('radio', { name: 'US Letter' }).check();
    await form.getByRole('spinbutton', { name: 'Copies' }).fill('9');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download the PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('champion-druide-sage-x9-letter.pdf');
    const file = (await download.path())!;
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/^Pages:\s+1$/m);
    const pdf = await PDFDocument.load(readFileSync(file));
    expect(placedForms(pdf.getPage(0)).filter((f) => f.bbox[2] === 56)).toHaveLength(9);
    expect(pdf.getPage(0).getWidth()).toBeCloseTo(612, 1);
  });

  test('the deck page and the Champion page offer the same print controls', async ({ page, request }) => {
    const { id } = (await (
      await request.post('/api/champions', { multipart: { design: JSON.stringify(druid) } })
    ).json()) as { id: string };
    await page.goto(`/champions/${id}`);
    const champion = await printControls(page);
    await page.goto(`/d/${deck}`);
    const decks = await printControls(page);
    expect(decks).toEqual([
      'radio:A4',
      'radio:US Letter',
      'radio:None',
      'radio:3 mm of artwork',
      'radio:Crop marks outside the cards',
      'radio:Thin cut lines',
      'checkbox:Add card backs for long-edge duplex, with an alignment test page',
      'submit:Download the PDF',
    ]);
    expect(champion).toEqual([...decks.slice(0, 6), 'number:Copies', ...decks.slice(6)]);
    await page.goto(`/fr/d/${deck}`);
    expect(await printControls(page)).toContain('radio:Lettre US');
  });

  test('an Incantation says what it does, on its card page and on its proxy', async ({ page, request }) => {
    await page.goto('/cards/meteorite');
    const face = page.locator('main svg[role=img][data-card=meteorite]');
    await expect(face).toHaveAttribute('aria-label', /Deals 4 Damage to a Creature and to the one behind it\.$/);
    await expect(face.locator('[data-part=effect] text')).not.toHaveCount(0);
    expect((await face.locator('[data-part=effect] text').allTextContents()).join(' ')).toBe(
      'Deals 4 Damage to a Creature and to the one behind it.',
    );
    await page.goto('/fr/cards/meteorite');
    expect(
      (await page.locator('main svg[data-card=meteorite] [data-part=effect] text').allTextContents()).join(' '),
    ).toBe('Inflige 4 Dégâts à une Créature et à celle placée derrière elle.');

    const proxies = await request.get(`/api/d/${deck}/pdf?lang=en`);
    expect(proxies.status()).toBe(200);
    const file = test.info().outputPath('proxies.pdf');
    writeFileSync(file, await proxies.body());
    expect(execFileSync('pdftotext', ['-raw', file, '-']).toString().replace(/\s+/g, ' ')).toContain(
      'Deals 4 Damage to a Creature and to the one behind it.',
    );
  });
});

test('without ERRET_BASE_URL, the sharing image points at the address the page was asked from', async ({
  page,
  request,
}) => {
  const { id } = (await (
    await request.post('/api/champions', { multipart: { design: JSON.stringify(druid) } })
  ).json()) as { id: string };
  for (const path of [`/champions/${id}`, `/d/${deck}`]) {
    await page.goto(path);
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      const url = await page.locator(selector).first().getAttribute('content');
      expect(url, `${path} ${selector}`).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`));
      const image = await request.get(url!);
      expect(image.headers()['content-type'], url!).toBe('image/png');
    }
  }
  // Reached under another address (as from another machine on the network), the links follow it.
  const elsewhere = await (await request.get(`/d/${deck}`, { headers: { host: `192.168.7.7:${port}` } })).text();
  expect(elsewhere).toContain(`content="http://192.168.7.7:${port}/api/d/${deck}/image?lang=en`);
  expect(elsewhere).not.toContain('localhost');
});
