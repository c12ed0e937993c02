// Fetches a page's scripts into the browser's HTTP cache, off the main thread: a `<link
// rel=prefetch>` hands every response's bytes to the page's main thread (a task each, 10-40 ms on a
// desktop for the larger chunks), a worker's fetch does not. The app's own imports then find them
// in the cache (they are served immutable). Started by start-when-needed.ts after the page loaded.
/// <reference lib="webworker" />

/** The message the page sends: the scripts' addresses. */
export type PrefetchRequest = string[];

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<PrefetchRequest>) => {
  await Promise.all(
    event.data.map(async (href) => {
      try {
        // NOTE: same mode and credentials as the module scripts that will use them (crossorigin="").
        const response = await fetch(href, { credentials: 'same-origin', mode: 'cors' });
        await response.arrayBuffer();
      } catch {
        // A script that cannot be fetched now is fetched when the app imports it.
      }
    }),
  );
  scope.close();
};
