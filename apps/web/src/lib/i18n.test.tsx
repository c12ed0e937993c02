import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from '@store/shared/i18n/catalogue';
import { CATALOGUES } from '@store/shared/i18n/catalogues';
import { compileCatalogue } from '@store/shared/i18n/compile';
import { I18nProvider, I18nRuntime, useTexts } from './i18n.tsx';

afterEach(cleanup);

/** A runtime whose catalogues arrive later, one area at a time, as chunks do in the browser. */
function slowRuntime(loaded: string[]) {
  return new I18nRuntime(
    'bn',
    async (namespace) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      loaded.push(namespace);
      return CATALOGUES.bn[namespace];
    },
    (namespace, catalogue) => compileCatalogue(namespace, catalogue as Catalogue),
  );
}

function TwoAreas() {
  const { SPEC_TEXT } = useTexts('common');
  const { CODE_TEXT } = useTexts('errors');
  return (
    <p>
      {SPEC_TEXT.navHome} / {CODE_TEXT.NOT_FOUND}
    </p>
  );
}

describe('useTexts', () => {
  it('waits for the areas a component reads, however many', async () => {
    const loaded: string[] = [];
    const text = 'হোম / পাওয়া যায়নি।';
    // NOTE: in an act scope, React retries a suspended render only while an act is awaited: one
    // act per area the component waits for in turn.
    await act(async () => {
      render(
        <I18nProvider runtime={slowRuntime(loaded)}>
          <Suspense fallback={<p>…</p>}>
            <TwoAreas />
          </Suspense>
        </I18nProvider>,
      );
    });
    for (let turn = 0; turn < 10 && !screen.queryByText(text); turn++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(screen.getByText(text)).toBeTruthy();
    // One request per area read, Bangla only.
    expect(loaded.sort()).toEqual(['common', 'errors']);
  });

  it('renders at once when the areas are already loaded', async () => {
    const runtime = slowRuntime([]);
    await Promise.all([runtime.load('common'), runtime.load('errors')]);
    render(
      <I18nProvider runtime={runtime}>
        <Suspense fallback={<p>…</p>}>
          <TwoAreas />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('হোম / পাওয়া যায়নি।')).toBeTruthy();
  });
});
