import type { Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Card = { slug: string; name: string; mana: number; abilities: { ability: string }[] };
export const CARDS: Card[] = JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'cards.json'), 'utf8'));
export const PRECON: { slug: string; cards: string[] }[] = JSON.parse(readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'preconstructed.json'), 'utf8'));
export const nameOf = (slug: string) => CARDS.find((c) => c.slug === slug)!.name;

export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the cards' });
export const status = (page: Page) => page.getByTestId('deck-status');
export const poolCard = (page: Page, slug: string) => page.locator(`section[aria-labelledby="pool-title"] button[data-card="${slug}"]`);

/** Finds a card by typing its name in the builder's search, then clicks it. */
export async function addBySearch(page: Page, slug: string) {
  await search(page).fill(nameOf(slug));
  await poolCard(page, slug).click();
}
