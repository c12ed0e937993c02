import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsAppAtOnce, startWhenNeeded } from './start-when-needed.ts';
import { ACCESS_TOKEN_KEY, LOCAL_CART_KEY } from './storage-keys.ts';

/** A server-rendered page: its HTML in #root, its query results and its script list. */
function serverRenderedPage(body: string): HTMLElement {
  document.head.innerHTML =
    '<script type="application/json" id="store-queries">{"queries":[],"mutations":[]}</script>' +
    '<script type="application/json" id="store-chunks">["/assets/app-start-a.js","/assets/home-b.js"]</script>';
  document.body.innerHTML = `<div id="root">${body}</div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

/** A start that resolves when the test says so, counting its calls. */
function controlledStart() {
  let finish = () => {};
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { start, finish: () => finish() };
}

/** Every waiting start of a test, stopped after it. */
const stops: (() => void)[] = [];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const links = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));

/** better-auth's session answer for this browser: `null` when signed out. */
function sessionAnswer(body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-app');
  sessionAnswer(null);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('needsAppAtOnce', () => {
  it('waits only for a server-rendered page and a visitor with no session and no cart', () => {
    const root = serverRenderedPage('<main>Home</main>');
    expect(needsAppAtOnce(document, root, localStorage)).toBe(false);
    localStorage.setItem(LOCAL_CART_KEY, '[]');
    expect(needsAppAtOnce(document, root, localStorage)).toBe(false);
    localStorage.setItem(LOCAL_CART_KEY, '[{"productId":"p1","quantity":100}]');
    expect(needsAppAtOnce(document, root, localStorage)).toBe(true);
    localStorage.clear();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    expect(needsAppAtOnce(document, root, localStorage)).toBe(true);
    localStorage.clear();
    expect(needsAppAtOnce(document, root, null)).toBe(true);
    document.getElementById('store-queries')?.remove();
    expect(needsAppAtOnce(document, root, localStorage)).toBe(true);
  });
});

describe('startWhenNeeded', () => {
  it('starts at once on a page the browser renders', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    const start = vi.fn(() => Promise.resolve());
    stops.push(startWhenNeeded({ root, start }));
    expect(start).toHaveBeenCalledTimes(1);
    await flush();
    expect(document.documentElement.getAttribute('data-app')).toBe('ready');
  });

  it('starts at once for a signed-in visitor, preloading the listed scripts', async () => {
    const root = serverRenderedPage('<main>Home</main>');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    const start = vi.fn(() => Promise.resolve());
    stops.push(startWhenNeeded({ root, start }));
    // In the task after the entry's (the first read of storage has a task of its own).
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    expect(links('modulepreload')).toEqual(['/assets/app-start-a.js', '/assets/home-b.js']);
    await flush();
    expect(document.documentElement.getAttribute('data-app')).toBe('ready');
  });

  it('prefetches the scripts from a worker where there is one, adding no link to the page', async () => {
    const root = serverRenderedPage('<main><p>Home</p></main>');
    const posted: unknown[] = [];
    const scripts: string[] = [];
    class FakeWorker {
      constructor(url: URL, options: WorkerOptions) {
        scripts.push(`${url.pathname.split('/').at(-1)} ${options.type}`);
      }
      postMessage(message: unknown) {
        posted.push(message);
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    const { start } = controlledStart();
    stops.push(startWhenNeeded({ root, start }));
    await flush();
    await flush();
    expect(scripts).toEqual(['prefetch-worker.ts module']);
    expect(posted).toEqual([['/assets/app-start-a.js', '/assets/home-b.js']]);
    expect(links('prefetch')).toEqual([]);
    expect(start).not.toHaveBeenCalled();
  });

  it('prefetches the scripts a few per turn, and stops once the app has started', async () => {
    const root = serverRenderedPage('<main><p>Home</p></main>');
    const five = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'];
    document.getElementById('store-chunks')!.textContent = JSON.stringify(five);
    const { start } = controlledStart();
    stops.push(startWhenNeeded({ root, start }));
    await flush();
    await flush();
    expect(links('prefetch')).toEqual(five.slice(0, 2));
    window.dispatchEvent(new Event('pointerdown'));
    await flush();
    await flush();
    expect(links('prefetch')).toEqual(five.slice(0, 2));
  });

  it('waits for a sign of a person, fetching the scripts only after the page has loaded', async () => {
    const root = serverRenderedPage('<main><p>Home</p></main>');
    const { start, finish } = controlledStart();
    stops.push(startWhenNeeded({ root, start }));
    await flush();
    expect(start).not.toHaveBeenCalled();
    // jsdom's document has loaded: the scripts are fetched into the cache, not run, a few per turn.
    await vi.waitFor(() => expect(links('prefetch')).toEqual(['/assets/app-start-a.js', '/assets/home-b.js']));
    expect(links('modulepreload')).toEqual([]);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(document.documentElement.getAttribute('data-app')).toBeNull();
    finish();
    await flush();
    expect(document.documentElement.getAttribute('data-app')).toBe('ready');
  });

  it('starts once the page has loaded when the browser holds a session as its cookie only', async () => {
    const root = serverRenderedPage('<main>Home</main>');
    const fetchMock = sessionAnswer({ session: { id: 's1' }, user: { id: 'u1' } });
    const start = vi.fn(() => Promise.resolve());
    stops.push(startWhenNeeded({ root, start }));
    expect(start).not.toHaveBeenCalled();
    await flush();
    await flush();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/get-session', expect.anything());
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('stays waiting when the session call says nobody is signed in', async () => {
    const root = serverRenderedPage('<main>Home</main>');
    const fetchMock = sessionAnswer(null);
    const start = vi.fn(() => Promise.resolve());
    stops.push(startWhenNeeded({ root, start }));
    await flush();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
  });

  it('holds a click on a button until the app is ready, then clicks it again; a link is left alone', async () => {
    const root = serverRenderedPage('<main><button type="button">Add</button><a href="#there">Details</a></main>');
    const { start, finish } = controlledStart();
    stops.push(startWhenNeeded({ root, start }));
    const button = root.querySelector('button');
    const link = root.querySelector('a');
    if (!button || !link) throw new Error('no button or link');
    const seen: string[] = [];
    button.addEventListener('click', (event) => seen.push(event.defaultPrevented ? 'prevented' : 'click'));

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(start).toHaveBeenCalledTimes(1);

    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);

    finish();
    await flush();
    expect(seen).toEqual(['click']);
    // Once ready, clicks go straight through.
    button.click();
    expect(seen).toEqual(['click', 'click']);
  });

  it('holds a form sent before the app is ready and sends it again, with what was typed', async () => {
    const root = serverRenderedPage(
      '<main><form><input name="q" aria-label="Search"><button type="submit">Go</button></form></main>',
    );
    const { start, finish } = controlledStart();
    stops.push(startWhenNeeded({ root, start }));
    const form = root.querySelector('form');
    const input = root.querySelector('input');
    if (!form || !input) throw new Error('no form');
    const seen: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit ${new FormData(form).get('q') as string}`);
    });
    input.addEventListener('input', () => seen.push(`input ${input.value}`));

    input.focus();
    input.value = 'chain';
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    finish();
    await flush();
    await flush();
    // The field's handler hears the text first; the form is sent a task later.
    expect(seen).toEqual(['input chain', 'submit chain']);
  });
});
