import type { Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Card = { slug: string; name: string; type: string; mana: number; abilities: { ability: string }[] };
export const CARDS: Card[] = JSON.parse(
  readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'cards.json'), 'utf8'),
);
export const PRECON: { slug: string; cards: string[] }[] = JSON.parse(
  readFileSync(join(__dirname, '..', 'lib', 'cards', 'data', 'preconstructed.json'), 'utf8'),
);
export const nameOf = (slug: string) => CARDS.find((c) => c.slug === slug)!.name;

/**
 * `base` with two cards (none of `keep`) swapped for random others: a deck of its own, as the
 * e2e store outlives a run and a content saved before is listed, and offered, under its first deck.
 */
export function uniqueCards(base: readonly string[], keep: readonly string[] = []): string[] {
  const cards = [...base];
  const spare = CARDS.filter(
    (c) => (c.type === 'creature' || c.type === 'incantation') && !base.includes(c.slug) && !keep.includes(c.slug),
  );
  const swappable = cards.map((slug, i) => (keep.includes(slug) ? -1 : i)).filter((i) => i >= 0);
  for (const at of swappable.slice(-2)) cards[at] = spare.splice(Math.floor(Math.random() * spare.length), 1)[0].slug;
  return cards;
}

export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the cards' });
export const status = (page: Page) => page.getByTestId('deck-status');
export const poolCard = (page: Page, slug: string) =>
  page.locator(`section[aria-labelledby="pool-title"] button[data-card="${slug}"]`);

/** Finds a card by typing its name in the builder's search, then clicks it. */
export async function addBySearch(page: Page, slug: string) {
  await search(page).fill(nameOf(slug));
  await poolCard(page, slug).click();
}
