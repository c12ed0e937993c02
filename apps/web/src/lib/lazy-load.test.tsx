import { act, cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { ChunkTimeoutError, localeContent, withChunkTimeout } from './lazy-load.ts';

afterEach(cleanup);

describe('localeContent', () => {
  it('loads only the page’s language, once, and shows it once here', async () => {
    const en = vi.fn(async () => 'English prose');
    const bn = vi.fn(async () => 'বাংলা লেখা');
    // A Bangla address: the content of its language starts loading as soon as the module is read.
    window.history.replaceState(null, '', '/bn/blogs');
    const useProse = localeContent({ en, bn });
    window.history.replaceState(null, '', '/');
    function Prose() {
      return <p>{useProse()}</p>;
    }
    // NOTE: an awaited act lets React render again once the content is here (as a browser would).
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={<p>…</p>}>
          <Prose />
          <Prose />
        </Suspense>,
        { locale: 'bn' },
      );
    });
    expect(screen.getAllByText('বাংলা লেখা')).toHaveLength(2);
    expect(bn).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const useProse = localeContent({
      en: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return 'prose';
      },
      bn: async () => 'লেখা',
    });
    await expect(useProse.load('en')).rejects.toThrow('offline');
    await expect(useProse.load('en')).resolves.toBe('prose');
  });
});

describe('withChunkTimeout', () => {
  it('gives up on a chunk that does not arrive in time', async () => {
    await expect(withChunkTimeout(() => new Promise(() => undefined), 10)).rejects.toBeInstanceOf(ChunkTimeoutError);
  });
});
