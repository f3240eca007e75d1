import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the built HTML and while React hydrates it, true right after (React re-renders at once when the client's
 * value differs from the server's): for what only the browser can show (a button in place of a no-JavaScript link,
 * a note that needs the script). Where an island uses it, the element's first render is the HTML's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
