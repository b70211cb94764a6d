import { expect, test, type Page } from './fixtures';

/** The internal page links of the page on show (no API, no file, no fragment-only link), as written in the HTML. */
async function pageLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return [
    ...new Set(
      hrefs
        .filter(
          (h) => h.startsWith('/') && !h.startsWith('//') && !h.startsWith('/api/') && !/\.\w{2,4}(?:[?#]|$)/.test(h),
        )
        .map((h) => h.split('#')[0]),
    ),
  ];
}

/** One address per kind of page (/cards/troll and /cards/baron are one kind): the crawl stays short. */
const kindOf = (href: string) => href.split('?')[0].split('/').slice(0, 3).join('/') + (href.includes('?') ? '?' : '');

test('a link clicked on a French page opens the French page, with no language remembered before', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto('/fr/cards/troll');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('navigation').getByRole('link', { name: 'Jouer' }).first().click();
  await expect(page).toHaveURL(/\/play$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Play/);
});

test('every internal link on every French page of the crawl opens a French page', async ({ page, context }) => {
  test.setTimeout(240_000);
  const queue = ['/fr'];
  const seenKinds = new Set<string>(['/fr']);
  const checked = new Map<string, string>();
  const wrong: string[] = [];
  let crawled = 0;
  while (queue.length && crawled < 30) {
    const from = queue.shift()!;
    // Each page reached as a newcomer would reach it from a shared French address: nothing remembered.
    await context.clearCookies();
    const response = await page.goto(from);
    expect(response?.status(), from).toBeLessThan(400);
    await expect(page.locator('html'), from).toHaveAttribute('lang', 'fr');
    crawled++;
    for (const href of await pageLinks(page)) {
      if (!checked.has(href)) {
        // Asked with the browser's cookies, as following the link would be.
        const answer = await page.request.get(href);
        const lang = /<html[^>]*\blang="(\w+)"/.exec(await answer.text())?.[1] ?? `no page (${answer.status()})`;
        checked.set(href, lang);
      }
      if (checked.get(href) !== 'fr') wrong.push(`${from} → ${href}: ${checked.get(href)}`);
      // The next pages to crawl, by their French address: one of each kind.
      const kind = kindOf(href);
      if (!seenKinds.has(kind) && !href.startsWith('/fr')) {
        seenKinds.add(kind);
        queue.push(`/fr${href === '/' ? '' : href}`);
      }
    }
  }
  expect(crawled).toBeGreaterThan(10);
  expect(checked.size).toBeGreaterThan(30);
  expect(wrong).toEqual([]);
});
