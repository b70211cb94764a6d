/** Longer queries are refused (API) or cut (pages, the box): no real search needs them and they only cost time. */
export const MAX_QUERY_LENGTH = 500;
