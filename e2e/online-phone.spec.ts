import { expect, test, untilInteractive, type Page } from './fixtures';
import { createRoom, inviteFor, join } from './onlineHelpers';
import { axeViolations, offScreen } from './tableBoardHelpers';

const SHOTS = 'test-results/online-screens';

/** Nothing wider than the phone's screen: no sideways scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe.configure({ timeout: 120_000 });

test('on a phone (390×844) every step of a room fits, reads by screen reader rules, and works by keyboard', async ({
  browser,
}) => {
  const phone = async () =>
    untilInteractive(
      await (
        await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
      ).newPage(),
    );
  const ada = await phone();
  await createRoom(ada);
  await ada.screenshot({ path: `${SHOTS}/join-390x844.png`, fullPage: true });
  expect(await overflow(ada)).toBeLessThanOrEqual(0);
  expect(await axeViolations(ada)).toEqual([]);
  // The name field takes the keyboard's typing; Enter submits the form.
  await ada.getByTestId('join-name').focus();
  await ada.keyboard.type('Ada');
  await ada.keyboard.press('Enter');
  await expect(ada.getByTestId('online-lobby')).toBeVisible();
  await ada.screenshot({ path: `${SHOTS}/lobby-390x844.png`, fullPage: true });
  expect(await overflow(ada)).toBeLessThanOrEqual(0);
  expect(await axeViolations(ada)).toEqual([]);

  const bo = await phone();
  await bo.goto(await inviteFor(ada, 'B'));
  await join(bo, 'Bo');
  await ada.getByTestId('start-room').focus();
  await expect(ada.getByTestId('start-room')).toBeEnabled();
  await ada.keyboard.press('Enter');
  for (const [name, page] of [
    ['A', ada],
    ['B', bo],
  ] as const) {
    await expect(page.getByTestId('table')).toBeVisible();
    await expect(page.getByTestId('table')).toHaveAttribute('data-animating', 'false', { timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/table-${name}-390x844.png` });
    expect(await offScreen(page)).toEqual([]);
  }
});

test('the setup on a phone: every choice in reach, nothing sideways', async ({ browser }) => {
  const page = untilInteractive(
    await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    ).newPage(),
  );
  await page.goto('/play/online');
  await page.locator('input[name="mode"][value="coop-custom"]').check();
  await page.screenshot({ path: `${SHOTS}/setup-390x844.png`, fullPage: true });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});
