import { expect, test, type Page } from './fixtures';
import { VIEWPORTS } from './tableBoardHelpers';
import { crowdedFourSeatGame, soloGameWithCreatures } from './tableCrowdedHelpers';

const GAMES = { solo: soloGameWithCreatures(), ffa: crowdedFourSeatGame('ffa') };

/**
 * Watches the table, frame by frame, from the click on End turn until the animation is over:
 * whenever the step's caption is shown, no AV or HP badge of the viewer's Creatures may lie
 * under it. The caption lets the pointer through (it is pointer-events: none), so what covers
 * a badge is judged by the boxes as drawn: the caption's box over the badge's centre, or the
 * element at that point, when it is not the badge, being inside the caption.
 */
async function watchAssault(page: Page): Promise<{ problems: string[]; frames: number; badges: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const problems = new Set<string>();
        let frames = 0;
        let badges = 0;
        let started = false;
        const table = document.querySelector<HTMLElement>('[data-testid="table"]')!;
        const until = performance.now() + 45_000;
        const frame = () => {
          const animating = table.dataset.animating === 'true';
          started ||= animating;
          const caption = document.querySelector('[data-testid="caption"]');
          if (caption && animating) {
            frames++;
            const c = caption.getBoundingClientRect();
            const mine = document.querySelectorAll<HTMLElement>('[data-testid="creature"][data-seat="A"]');
            for (const creature of mine) {
              for (const badge of creature.querySelectorAll<HTMLElement>('[data-part="stats"] > span')) {
                const b = badge.getBoundingClientRect();
                if (b.width === 0) continue;
                badges++;
                const x = b.left + b.width / 2;
                const y = b.top + b.height / 2;
                const hit = document.elementFromPoint(x, y);
                const under = x >= c.left && x <= c.right && y >= c.top && y <= c.bottom;
                if (under || (hit && caption.contains(hit)))
                  problems.add(
                    `${badge.textContent} of ${creature.dataset.creature} (${creature.dataset.line} ${creature.dataset.index}) under "${caption.textContent?.slice(0, 40)}"`,
                  );
              }
            }
          }
          if ((started && !animating) || performance.now() > until)
            resolve({ problems: [...problems], frames, badges });
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

for (const [mode, code] of Object.entries(GAMES)) {
  for (const vp of VIEWPORTS) {
    test(`${mode} at ${vp.name}: the Assault's caption never covers the AV or HP of your Creatures`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await page.goto('/play');
      await page.evaluate((c) => localStorage.setItem('erret.table.game', c), code);
      await page.reload();
      await expect(page.getByTestId('table')).toHaveAttribute('data-active', 'A');
      await expect(page.getByTestId('speed')).toHaveValue('normal');
      expect(await page.locator('[data-testid="creature"][data-seat="A"]').count()).toBeGreaterThan(0);
      const watched = watchAssault(page);
      await page.getByTestId('end-turn').click();
      const seen = await watched;
      // The caption was on show while the viewer's Creatures were on the board.
      expect(seen.frames).toBeGreaterThan(0);
      expect(seen.badges).toBeGreaterThan(0);
      expect(seen.problems).toEqual([]);
    });
  }
}
