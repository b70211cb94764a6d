import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from './fixtures';

export const VIEWPORTS = [
  { name: 'desktop-1366x768', width: 1366, height: 768, touch: false },
  { name: 'desktop-1920x1080', width: 1920, height: 1080, touch: false },
  { name: 'phone-390x844', width: 390, height: 844, touch: true },
  { name: 'phone-844x390', width: 844, height: 390, touch: true },
] as const;

/** Where the e2e run leaves its screenshots of the table (gitignored); the README's two come from here. */
export const SCREENS = 'test-results/table-screens';

/**
 * What of the table is not wholly on screen with the page scrolled to the top: the board,
 * the hand, End turn and the newest log entry must all be (the log's strip on a phone shows it).
 */
export async function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    if (window.scrollY !== 0) out.push(`page scrolled to ${window.scrollY}`);
    const within = (name: string, el: Element | null | undefined, clip?: Element | null) => {
      if (!el) {
        out.push(`${name} missing`);
        return;
      }
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) {
        out.push(`${name} not drawn`);
        return;
      }
      // An element inside a scrolling box is seen through that box: the newest log entry through the log's strip.
      const c = clip?.getBoundingClientRect();
      const top = Math.max(r.top, c?.top ?? r.top);
      const bottom = Math.min(r.bottom, c?.bottom ?? r.bottom);
      if (
        r.left < -1 ||
        r.right > window.innerWidth + 1 ||
        top < -1 ||
        bottom > window.innerHeight + 1 ||
        bottom - top < 8
      ) {
        out.push(
          `${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${window.innerWidth}×${window.innerHeight}`,
        );
      }
    };
    const q = (s: string) => document.querySelector(s);
    within('board', q('[data-testid="board"]'));
    within('hand', q('[data-testid="hand"]'));
    within('end-turn', q('[data-testid="end-turn"]'));
    const entries = document.querySelectorAll('[data-testid="log-entry"]');
    within('newest log entry', entries[entries.length - 1], q('[data-testid="log"]'));
    return out;
  });
}

/** axe-core (shipped with Lighthouse and the a11y lint rules) run on the page: the rules it finds broken, with where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const path = createRequire(__filename).resolve('axe-core/axe.min.js');
  // Evaluated, not added as a <script>: the page's Content-Security-Policy rightly refuses inline scripts.
  await page.evaluate(`${readFileSync(path, 'utf8')}\n;void 0`);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Element,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const r = await axe.run(document.documentElement, { resultTypes: ['violations'] });
    return r.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  });
}

/** Waits for the animation to be over and the seat to play to be the player again. */
export async function settled(page: Page) {
  await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false', { timeout: 30_000 });
}
