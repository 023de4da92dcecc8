import { useSyncExternalStore } from "react";

// Nothing to listen to: the value is read again whenever the component renders.
const noSubscription = () => () => {};

/**
 * A value only the browser knows (that the page is hydrated, the visitor's clock): `onServer` on the
 * server and in the render that hydrates the prerendered page, so that render matches the HTML;
 * `read()` from the render after it, and in a render that hydrates nothing. `read` must return
 * the same value each time until what it reads changes (a string, a number, a boolean).
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}
