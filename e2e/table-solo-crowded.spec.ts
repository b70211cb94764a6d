import { expect, test, type Page } from './fixtures';
import { VIEWPORTS } from './tableBoardHelpers';
import { crowdedSoloGame } from './tableCrowdedHelpers';

const SHOTS = 'test-results/table-solo-crowded';
const crowded = crowdedSoloGame();

/**
 * What of the crowded line and of the hand is not seen: each card must be inside the viewport
 * and be the element found at its own centre (nothing drawn over it). The crowded line is the
 * AI's side with the most Creatures; its Creature nearest the Bridge is its first.
 */
async function hidden(page: Page): Promise<{ problems: string[]; crowd: number; hand: number }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const check = (name: string, el: Element) => {
      const r = el.getBoundingClientRect();
      if (
        r.left < -1 ||
        r.top < -1 ||
        r.right > window.innerWidth + 1 ||
        r.bottom > window.innerHeight + 1 ||
        r.width < 20
      ) {
        problems.push(
          `${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
        );
        return;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !el.contains(hit))
        problems.push(`${name} covered by ${hit?.tagName}.${(hit as HTMLElement | null)?.className ?? ''}`);
    };
    const sides = [...document.querySelectorAll('ol[data-side="B"]')];
    const side = sides.sort(
      (a, b) =>
        b.querySelectorAll('[data-testid="creature"]').length - a.querySelectorAll('[data-testid="creature"]').length,
    )[0];
    const creatures = [...(side?.querySelectorAll('[data-testid="creature"]') ?? [])];
    creatures.forEach((c, i) => check(`AI Creature ${i} (${c.getAttribute('data-creature')})`, c));
    const hand = [...document.querySelectorAll('[data-testid="hand"] > li')];
    hand.forEach((c, i) => check(`hand card ${i + 1}`, c));
    return { problems, crowd: creatures.length, hand: hand.length };
  });
}

for (const vp of VIEWPORTS) {
  for (const lang of ['', '/fr']) {
    test(`Solo at ${vp.name}${lang ? ' in French' : ''}: six AI Creatures on a line and the nine cards of the hand, all seen and uncovered`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await page.goto(`${lang}/play`);
      await page.evaluate((c) => localStorage.setItem('erret.table.game', c), crowded);
      await page.reload();
      await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A');
      const seen = await hidden(page);
      await page.screenshot({ path: `${SHOTS}/solo${lang ? '-fr' : ''}-${vp.name}.png` });
      expect(seen.crowd).toBeGreaterThanOrEqual(6);
      expect(seen.hand).toBe(9);
      expect(seen.problems).toEqual([]);
      // The AI's Mana sentence is whole, never cut short.
      const mana = page.getByTestId('ai-mana');
      await expect(mana).toBeVisible();
      expect(
        await mana.evaluate((e) => e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1),
      ).toBe(true);
      // A hand card's Mana badge leaves its name (the card's top fifth) alone.
      const badges = await page.locator('[data-testid="hand"] [data-part="mana-badge"]').evaluateAll((els) =>
        els.map((b) => {
          const card = b.closest('li')!.getBoundingClientRect();
          return b.getBoundingClientRect().top - card.top >= card.height / 5;
        }),
      );
      expect(badges.length).toBe(8);
      expect(badges.every(Boolean)).toBe(true);
    });
  }
}

test('a badge for an ability a Creature receives says what it is: on focus, and to screen readers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/play');
  await page.evaluate((c) => localStorage.setItem('erret.table.game', c), crowded);
  await page.reload();
  // The AI's settings give its Creatures Rage: each wears the badge.
  const badged = page.locator('[data-testid="creature"]:has([data-part="aura"])');
  expect(await badged.count()).toBeGreaterThan(0);
  const first = badged.first();
  const aura = first.locator('[data-part="aura"]').first();
  await expect(aura).toHaveAttribute('title', /^Received ability \(from an Aura or the AI’s settings\): /);
  await expect(first.getByRole('button')).toHaveAccessibleName(/received: /);
  await first.getByRole('button').focus();
  await expect(first.locator('[data-part="details"]')).toContainText(/received/i);
});
