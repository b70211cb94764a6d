import { expect, test } from './fixtures';

/** "About 12 s" or "About 3 min": a measured duration, never a placeholder. */
const duration = /about \d[\d,]* (s|min) \(\d+ running in parallel, measured on a short warm-up\)\.$/;

test('the form says how long a run will take on this device before it starts, then the time left', async ({ page }) => {
  await page.goto('/simulate');
  const estimate = page.getByTestId('sim-estimate');
  await expect(estimate).toHaveText(/^Estimated time on this device: /, { timeout: 20_000 });
  await expect(estimate).toHaveText(duration, { timeout: 20_000 });
  await expect(page.getByTestId('sim-run')).toHaveCount(0);
  const planner = await estimate.textContent();

  // Another bot is measured again: the random bot is far faster than the planner.
  const form = page.getByTestId('sim-form');
  await form.getByRole('radio', { name: /^Random/ }).check();
  await expect(estimate).toHaveText(duration, { timeout: 20_000 });
  await expect(estimate).not.toHaveText(planner!);

  // Bad input gives no estimate.
  await form.getByLabel('Games', { exact: true }).fill('5');
  await expect(estimate).toHaveCount(0);
  await form.getByLabel('Games', { exact: true }).fill('20000');
  await expect(estimate).toHaveText(duration, { timeout: 20_000 });
  await form.getByRole('button', { name: 'Run the simulation' }).click();
  await expect(page.getByTestId('sim-time-left')).toHaveText(/^About \d[\d,]* (s|min) left\.$/);
  await expect(page.getByTestId('sim-run')).toHaveAttribute('data-status', 'complete', { timeout: 60_000 });

  // The optimizer says how long it will take before it starts too.
  await expect(page.getByTestId('sim-suggest-estimate')).toHaveText(duration, { timeout: 20_000 });
});

test('in French', async ({ page }) => {
  await page.goto('/simulate?lang=fr');
  await expect(page.getByTestId('sim-estimate')).toHaveText(
    /^Durée estimée sur cet appareil : environ \d[\d\s ]* (s|min) \(\d+ calculs en parallèle, mesurée sur un court échauffement\)\.$/,
    { timeout: 20_000 },
  );
});

test('the Co-op form says how often the planner wins Co-op against Quick Play', async ({ page }) => {
  await page.goto('/simulate');
  await page.getByRole('radio', { name: /^Co-op against two Solo AIs/ }).check();
  await expect(page.getByTestId('sim-coop-strength')).toHaveText(
    'With the planner at both seats and preconstructed decks 1 and 2, the players win 19.2% of Co-op games against Quick Play (600 games; 95% interval 16.2% to 22.5%).',
  );
});
