/** The edit link of a deck: its token rides in the fragment, which browsers never send to a server or put in a Referer. */
export const deckEditUrl = (id: string, token: string) => `/decks/${id}/edit#token=${token}`;

/** The token in an address fragment (`#token=…`), or '' when there is none. */
export function tokenFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
