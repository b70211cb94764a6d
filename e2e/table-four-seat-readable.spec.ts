import { expect, test, type Page } from './fixtures';
import { VIEWPORTS } from './tableBoardHelpers';
import { crowdedFourSeatGame } from './tableCrowdedHelpers';

const SHOTS = 'test-results/table-four-seat';
const ffa = crowdedFourSeatGame('ffa');
/** The narrowest a Creature on the viewer's lines may be drawn with six on a side, in CSS pixels. */
const MIN_WIDTH = { desktop: 52, phone: 42, sideways: 64 };

async function openGame(page: Page, code: string, lang: string) {
  await page.goto(`${lang}/play`);
  await page.evaluate((c) => localStorage.setItem('erret.table.game', c), code);
  await page.reload();
  await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A');
}

/**
 * Every Creature name drawn on the board, word by word: a word whose text lies on more than one
 * line (split mid-word) or runs out of its name's box (cut) is a problem. Names of folded lines
 * that are not open are not drawn and not checked.
 */
async function nameProblems(page: Page): Promise<{ problems: string[]; checked: number; narrowest: number }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let checked = 0;
    let narrowest = Infinity;
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid="creature"] [data-part="name"]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || !el.checkVisibility()) continue;
      checked++;
      const creature = el.closest<HTMLElement>('[data-testid="creature"]')!;
      if (creature.closest('[data-testid="line"]')?.querySelector('[data-testid="line-owner"][data-seat="A"]'))
        narrowest = Math.min(narrowest, creature.getBoundingClientRect().width);
      const text = el.firstChild!;
      const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
      for (const w of words) {
        const range = document.createRange();
        range.setStart(text, w.index!);
        range.setEnd(text, w.index! + w[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const where = `${w[0]} in ${creature.dataset.creature} (${Math.round(box.width)} px)`;
        if (rects.length !== 1) problems.push(`${where} split over ${rects.length} lines`);
        else if (rects[0].left < box.left - 0.5 || rects[0].right > box.right + 0.5) problems.push(`${where} cut`);
      }
    }
    return { problems, checked, narrowest };
  });
}

for (const vp of VIEWPORTS) {
  for (const lang of ['', '/fr']) {
    test(`four seats at ${vp.name}${lang ? ' in French' : ''}: Creature names wrap between words only, and your Creatures are wide enough to read`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await openGame(page, ffa, lang);
      const shown = await nameProblems(page);
      await page.screenshot({ path: `${SHOTS}/names${lang ? '-fr' : ''}-${vp.name}.png` });
      expect(shown.checked).toBeGreaterThanOrEqual(vp.touch ? 9 : 17);
      expect(shown.problems).toEqual([]);
      const kind = !vp.touch ? 'desktop' : vp.width > vp.height ? 'sideways' : 'phone';
      expect(shown.narrowest).toBeGreaterThanOrEqual(MIN_WIDTH[kind]);
      // The names on a folded line, once opened, hold too.
      if (vp.touch) {
        await page.getByTestId('line-fold').first().locator('summary').click();
        const opened = await nameProblems(page);
        expect(opened.checked).toBeGreaterThan(shown.checked);
        expect(opened.problems).toEqual([]);
      }
    });
  }
}

for (const vp of VIEWPORTS) {
  for (const lang of ['', '/fr']) {
    test(`the hint over the hand at ${vp.name}${lang ? ' in French' : ''} is whole, never cut short`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await openGame(page, ffa, lang);
      const hint = page.getByTestId('hand-hint');
      await expect(hint).toContainText(lang ? 'Forteresse' : 'Stronghold');
      const whole = await hint.evaluate((e) => {
        // A phone held sideways gives the hint's row to the board: there it is for screen readers only.
        const shown = e.getBoundingClientRect().width > 1;
        return !shown || (e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1);
      });
      expect(whole).toBe(true);
      expect(await hint.evaluate((e) => getComputedStyle(e).textOverflow)).not.toBe('ellipsis');
    });
  }
}
