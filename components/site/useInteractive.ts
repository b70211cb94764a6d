import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's rendering and while React hydrates it, true once the page answers
 * to input. A form disabled until then never takes input that its state would not see.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
