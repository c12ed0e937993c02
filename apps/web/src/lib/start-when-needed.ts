// When the app starts on a page (docs/features/server-rendering.md, "Hydration at the first
// touch"). A server-rendered public page is complete without its scripts: its links are links, its
// text and pictures are painted. So for a visitor with nothing of their own to show (no session,
// no cart in this browser) the app hydrates at the first sign of a person — a touch, a key, a
// mouse move, a focus — and not while the phone is still painting and loading the page. Its
// scripts are fetched into the browser's cache after the page has loaded, without running them.
// A click on a control or a form sent before the app is ready is held and done again once it is:
// nothing the visitor does is lost. Anyone else (a signed-in account, a cart, a page rendered in
// the browser) gets the app at once; a session the browser holds only as its cookie (a sign-in
// that has not given the app its token yet) is asked for after the page has loaded.
// NOTE: this module is the whole of the entry's own code: it imports nothing of the app.
import { API_PREFIX } from '@store/shared/api-paths';
import { CHUNKS_ELEMENT_ID, STATE_ELEMENT_ID } from '@store/shared/constants';
import { ACCESS_TOKEN_KEY, LOCAL_CART_KEY } from './storage-keys.ts';
/** Set on `<html>` once the app has started and hydrated the page: `data-app="ready"`. */
export const READY_ATTRIBUTE = 'data-app';

/** The signs of a person; each one starts the app. */
const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/** better-auth's session call: `null` for a visitor without a session. */
const SESSION_PATH = `${API_PREFIX}/auth/get-session`;
/** Controls whose click needs the app: held until it is ready, then clicked again. */
const HELD_CONTROLS =
  'button, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], label, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"]';

export interface StartOptions {
  /** Loads the app and hydrates (or renders) the page; settles once the page is interactive. */
  start: () => Promise<unknown>;
  root: HTMLElement;
}

/** Whether the app should start at once: the page was not rendered by the server, or the visitor has something of their own. */
export function needsAppAtOnce(doc: Document, root: HTMLElement, storage: Storage | null): boolean {
  if (!root.hasChildNodes() || !doc.getElementById(STATE_ELEMENT_ID)) return true;
  try {
    if (!storage) return true;
    if (storage.getItem(ACCESS_TOKEN_KEY)) return true;
    const cart = storage.getItem(LOCAL_CART_KEY);
    return cart !== null && cart.trim() !== '' && cart.trim() !== '[]';
  } catch {
    // NOTE: storage that cannot be read (a locked-down browser): start at once, as before.
    return true;
  }
}

/** The scripts the server listed for the page (its chunks and the app's), as addresses. */
export function listedChunks(doc: Document): string[] {
  const text = doc.getElementById(CHUNKS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function addLinks(doc: Document, rel: 'modulepreload' | 'prefetch', hrefs: string[]): void {
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    link.crossOrigin = '';
    doc.head.append(link);
  }
}

/**
 * Fetches `hrefs` into the HTTP cache from a worker (lib/prefetch-worker.ts), off the main thread.
 * False where module workers are not to be had.
 */
function prefetchInWorker(hrefs: string[]): boolean {
  if (typeof Worker !== 'function' || hrefs.length === 0) return false;
  try {
    const worker = new Worker(new URL('./prefetch-worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage(hrefs);
    return true;
  } catch {
    return false;
  }
}

/**
 * Scripts prefetched by links per task, where there is no worker: each link's response reaches
 * the main thread, and 15 at once took a desktop's main thread 20-50 ms.
 */
const PREFETCH_PER_TURN = 2;

/**
 * Adds prefetch links for `hrefs` a few at a time, each turn when the main thread is idle, until
 * `stopped()` (the app has started: its own imports fetch what is left).
 */
function prefetchInTurns(win: Window, hrefs: string[], stopped: () => boolean): void {
  const rest = [...hrefs];
  const later = (turn: () => void) =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(turn, { timeout: 1000 })
      : win.setTimeout(turn, 0);
  const turn = () => {
    if (stopped() || rest.length === 0) return;
    addLinks(win.document, 'prefetch', rest.splice(0, PREFETCH_PER_TURN));
    later(turn);
  };
  later(turn);
}

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * Starts the app now, or at the first sign of a person (see the top of this file). Returns a
 * function that stops waiting (tests; the page itself never stops).
 */
export function startWhenNeeded(options: StartOptions): () => void {
  const doc = document;
  const win = window;
  const chunks = listedChunks(doc);
  const markReady = () => doc.documentElement.setAttribute(READY_ATTRIBUTE, 'ready');

  if (!options.root.hasChildNodes() || !doc.getElementById(STATE_ELEMENT_ID)) {
    // A page rendered in the browser: nothing to show until the app has started.
    void options.start().then(markReady);
    return () => undefined;
  }

  let started: Promise<void> | null = null;
  let ready = false;
  const held: (() => void)[] = [];

  const wake = () => {
    void start();
  };
  const hold = (event: Event) => {
    if (ready) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      const form = target;
      const submitter = (event as SubmitEvent).submitter ?? null;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(() => {
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
      });
      void start();
      return;
    }
    if (event.type !== 'click' || !target) return;
    // NOTE: a link is a link without the app (the server renders every page it leads to), a click
    // on text or a picture needs nothing, and a label of a text field only focuses it.
    if (target.closest('a[href]')) return;
    const control = target.closest(HELD_CONTROLS);
    if (!control) return;
    if (control instanceof HTMLLabelElement) {
      const field = control.control;
      if (!(field instanceof HTMLInputElement) || (field.type !== 'checkbox' && field.type !== 'radio')) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => {
      if (control.isConnected) (control as HTMLElement).click();
    });
    void start();
  };

  const listen = (add: boolean) => {
    const method = add ? 'addEventListener' : 'removeEventListener';
    for (const type of WAKE_EVENTS) win[method](type, wake, { capture: true, passive: true });
    for (const type of ['click', 'submit']) win[method](type, hold, { capture: true });
  };

  function start(): Promise<void> {
    if (started) return started;
    for (const type of WAKE_EVENTS) win.removeEventListener(type, wake, { capture: true });
    started = options.start().then(async () => {
      ready = true;
      listen(false);
      markReady();
      // NOTE: text typed into a field before the app was ready is in the field but not in the
      // app's state: one input event tells the field's handler, and the held actions are done a
      // task later, once the app has re-rendered with it (a search sent with Enter reads it).
      const active = doc.activeElement;
      if (
        (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
        active.value !== active.defaultValue
      ) {
        active.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => win.setTimeout(resolve, 0));
      }
      for (const again of held.splice(0)) again();
    });
    return started;
  }

  listen(true);
  // NOTE: storage is read in a task of its own: the first read of localStorage costs a phone
  // tens of milliseconds, which would lengthen the task that runs this entry.
  win.setTimeout(() => {
    if (started || !needsAppAtOnce(doc, options.root, storageOf(win))) return;
    addLinks(doc, 'modulepreload', chunks);
    void start();
  }, 0);
  // Once the page has loaded: the scripts come into the cache (from a worker, off the main thread),
  // so that the first touch finds them, and a session held only as the cookie starts the app.
  const afterLoad = () => {
    if (started) return;
    void hasSession().then((yes) => {
      if (yes) void start();
    });
    if (!prefetchInWorker(chunks)) prefetchInTurns(win, chunks, () => started !== null);
  };
  if (doc.readyState === 'complete') win.setTimeout(afterLoad, 0);
  else win.addEventListener('load', () => win.setTimeout(afterLoad, 0), { once: true });
  return () => {
    started ??= Promise.resolve();
    listen(false);
  };
}

/** Whether the browser holds a session (its cookie; the app's token is not stored yet). */
async function hasSession(): Promise<boolean> {
  try {
    const response = await fetch(SESSION_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'session' in body && Boolean(body.session);
  } catch {
    return false;
  }
}
