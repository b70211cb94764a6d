import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the page's origin, its #fragment), read without an effect:
 * `serverValue` in the server's rendering and while React hydrates, `read()` afterwards.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/**
 * False until the page answers to input. A form disabled until then never takes input
 * that its state would not see.
 */
export function useInteractive(): boolean {
  return useBrowserValue(() => true, false);
}
