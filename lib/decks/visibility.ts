/**
 * Who finds a saved deck or Champion: `public` ones are listed in the gallery; `unlisted` ones
 * are reached only through their link (their pages ask search engines not to index them).
 */
export const VISIBILITIES = ['public', 'unlisted'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** What a deck or Champion saved without saying is: what every save was before the choice existed. */
export const DEFAULT_VISIBILITY: Visibility = 'public';

export const isVisibility = (value: unknown): value is Visibility => VISIBILITIES.includes(value as Visibility);
