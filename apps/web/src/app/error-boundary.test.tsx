import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { ChunkTimeoutError } from '../lib/lazy-load.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { PageErrorBoundary } from './error-boundary.tsx';

function Failing({ error }: { error: Error }): never {
  throw error;
}

const renderFailing = (error: Error, locale: 'en' | 'bn' = 'en') =>
  renderWithProviders(
    <PageErrorBoundary resetKey="/">
      <Failing error={error} />
    </PageErrorBoundary>,
    { locale },
  );

// React reports the caught error on the console: expected here.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PageErrorBoundary', () => {
  it('says the page could not load, with the error, and offers to try again', async () => {
    renderFailing(new Error('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this. Please try again.');
    expect(alert.textContent).toContain('Failed to fetch dynamically imported module');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says it in Bangla on a Bangla page, without the code’s English message', async () => {
    renderFailing(new Error('Failed to fetch dynamically imported module'), 'bn');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('লোড করা গেল না। আবার চেষ্টা করুন।');
    expect(alert.textContent).not.toContain('Failed to fetch');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  });

  it('says in Bangla that the page took too long, or what the API answered', async () => {
    renderFailing(new ChunkTimeoutError(), 'bn');
    expect((await screen.findByRole('alert')).textContent).toContain('পেজটি লোড হতে অনেক বেশি সময় লাগছে।');
    cleanup();
    renderFailing(new ApiError(0, 'NETWORK', 'We could not load this. Please try again.'), 'bn');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/[A-Za-z]{3,}/);
  });
});
