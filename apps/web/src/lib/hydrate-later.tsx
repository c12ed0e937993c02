// Hydration in slices (docs/features/server-rendering.md). The browser's build hydrates with
// Preact, which hydrates everything it reaches in one task; a part wrapped in <HydrateLater> is
// hydrated in a task of its own after the rest. While it waits it suspends: the server's HTML stays
// on screen as it is (Preact and React both keep the DOM of a boundary that suspends while
// hydrating), nothing is fetched, and it becomes interactive one task later.
// Outside the first hydration (the server, a page rendered in the browser, a later navigation,
// tests) it renders its children at once.
import { type ReactNode, Suspense } from 'react';

/** Whether the page is being hydrated: set by app-start.tsx around hydrateRoot. */
let hydrating = false;
/** Those waiting for the first hydration to end (hydrationFinished). */
const onFinished: (() => void)[] = [];
/** The parts whose turn came (by name); a part renders its children once its name is here. */
const released = new Set<string>();
/** The parts waiting for their turn: the promise each one suspended with. */
const waiting = new Map<string, Promise<void>>();
/** The end of the queue of turns: each turn starts in a task after the one before. */
let queue: Promise<void> = Promise.resolve();

/** A new task of its own: scheduler.yield where the browser has it, else a zero timeout. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Called before hydrateRoot: the parts met from now on wait for a turn of their own. */
export function startSlicedHydration(): void {
  hydrating = true;
}

/**
 * Called once hydrateRoot returns. The first hydration goes on in the parts' turns and in a lazily
 * loaded page resuming (its own boundary): parts met there wait too. Renders after the last turn
 * and one quiet task (a later page, a new card) do not wait.
 */
export function endSlicedHydration(): void {
  const last = queue;
  void last.then(nextTask).then(() => {
    if (queue !== last) {
      endSlicedHydration();
      return;
    }
    hydrating = false;
    for (const done of onFinished.splice(0)) done();
  });
}

/** Settles once the first hydration and every part's turn are done (at once when none is under way). */
export function hydrationFinished(): Promise<void> {
  if (!hydrating) return Promise.resolve();
  return new Promise((resolve) => onFinished.push(resolve));
}

function turnOf(name: string): Promise<void> {
  let turn = waiting.get(name);
  if (!turn) {
    turn = queue = queue.then(nextTask).then(() => {
      released.add(name);
      waiting.delete(name);
    });
    waiting.set(name, turn);
  }
  return turn;
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  if (hydrating && !released.has(name)) {
    // NOTE: thrown, not `use`d: both React and Preact keep a hydrating boundary's HTML for a thrown
    // promise, and a component that suspends before its first commit keeps no hook state.
    throw turnOf(name);
  }
  return children;
}

/**
 * A part of a page hydrated in a later task than the rest. `name` is unique on the page (it is what
 * remembers that the part's turn came). Its children must render exactly one element at the top
 * (Preact keeps the one server element it will hydrate into) and must not depend on state that
 * changes during the first hydration.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  );
}
