import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { endSlicedHydration, HydrateLater, nextTask, startSlicedHydration } from './hydrate-later.tsx';

afterEach(cleanup);

const page = (
  <main>
    <h1>Top</h1>
    <HydrateLater name="below">
      <footer>
        <button type="button">Below</button>
      </footer>
    </HydrateLater>
  </main>
);

describe('HydrateLater', () => {
  it('renders its children at once outside the first hydration (the server, a page rendered here)', () => {
    expect(renderToString(page)).toContain('<button type="button">Below</button>');
    render(page);
    expect(screen.getByRole('button', { name: 'Below' })).toBeTruthy();
  });

  it('keeps the server HTML while it waits for its turn, then hydrates it in place', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    startSlicedHydration();
    await act(async () => {
      hydrateRoot(container, page);
      endSlicedHydration();
      for (let i = 0; i < 4; i++) await nextTask();
    });
    // The same element, still on screen: nothing was rendered again from scratch.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.textContent).toBe('TopBelow');
    container.remove();
  });
});
