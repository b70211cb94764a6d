import { expect, test } from './fixtures';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PRECON: Array<{ cards: string[] }> = JSON.parse(
  readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'preconstructed.json'), 'utf8'),
);

test('the owner deletes a deck in two steps from its edit page; it leaves the gallery and its page', async ({
  page,
  request,
}) => {
  // Unique: the e2e store outlives a run.
  const name = `Short-lived ${randomUUID().slice(0, 8)}`;
  const created = await request.post('/api/decks', { data: { name, cards: PRECON[2].cards } });
  expect(created.status()).toBe(201);
  const { id, editUrl } = await created.json();
  await page.goto(editUrl);

  const ask = page.getByRole('button', { name: 'Delete…' });
  await ask.click();
  const confirm = page.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeFocused();
  await expect(page.getByText(/gone for good/)).toBeVisible();
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toBeFocused();
  expect((await request.get(`/api/decks/${id}`)).status()).toBe(200);

  await ask.click();
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/decks\?deleted=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'The deck was deleted.' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  expect((await request.get(`/api/decks/${id}`)).status()).toBe(404);
  expect((await page.goto(`/decks/${id}`))?.status()).toBe(404);
});

test('a wrong token deletes nothing', async ({ request }) => {
  const created = await request.post('/api/decks', { data: { name: 'Kept deck', cards: PRECON[3].cards } });
  const { id } = await created.json();
  const refused = await request.delete(`/api/decks/${id}`, { headers: { authorization: 'Bearer not-the-token' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).field).toBe('token');
  expect((await request.get(`/api/decks/${id}`)).status()).toBe(200);
});
