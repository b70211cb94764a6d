import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, Page } from '@playwright/test';

/**
 * Makes `goto` and `reload` return once the page is interactive (the root layout marks
 * `<html data-hydrated>`), not merely loaded: on a busy machine a click can otherwise land
 * on the server's inert copy of a control. Only for HTML answers loaded to the end; a test
 * that studies the page before its code runs passes another `waitUntil`.
 */
export function untilInteractive(page: Page): Page {
  const waitFor = async <R extends { headers(): Record<string, string> } | null>(response: R, waitUntil?: string) => {
    const html = response?.headers()['content-type']?.includes('text/html') ?? false;
    if (html && (waitUntil === undefined || waitUntil === 'load')) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => waitFor(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => waitFor(await reload(options), options?.waitUntil);
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(untilInteractive(page));
  },
});

/**
 * Opens `path` with the page's scripts held back, to act on the server's rendering before
 * any code runs; the returned function lets the scripts through.
 */
export async function openWithoutCode(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}
