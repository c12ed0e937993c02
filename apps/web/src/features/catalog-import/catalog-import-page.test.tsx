// The catalogue import page: choose a CSV, see how much of it is sent, then its counts, changes and bad rows
// (nothing sent to apply until confirmed), confirm, see the result; a 409 says the catalogue changed. English and
// Bangla, checked by axe.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import type { ImportPreview } from '@store/shared/schemas';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { stubUploads } from '../../testing/upload-stub.ts';
import { CatalogImportPage } from './catalog-import-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ref = (key: string, query = '') => `@i18n:catalog-import.IMPORT_ERROR.${key}${query}`;

const goodPreview: ImportPreview = {
  token: 'file-hash.plan-hash',
  counts: { rows: 3, created: 1, changed: 1, unchanged: 1, errors: 0 },
  changes: [
    {
      line: 2,
      productId: 'p-1',
      variantId: 'p-1',
      name: 'Steel Chain',
      fields: [{ field: 'price', before: '100.00', after: '120.00' }],
    },
  ],
  created: [{ line: 4, name: 'New Spoke', sku: 'SP-1' }],
  errors: [],
};

const badPreview: ImportPreview = {
  ...goodPreview,
  counts: { rows: 3, created: 0, changed: 1, unchanged: 1, errors: 1 },
  created: [],
  errors: [{ line: 4, field: 'price', message: 'The price must be above zero.', messageId: ref('priceAboveZero') }],
};

let api: ApiStub;
let preview: ImportPreview;

beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
  preview = goodPreview;
  api = stubApi({
    'POST /api/admin/catalog/import/preview': () => preview,
    'POST /api/admin/catalog/import/apply': { counts: goodPreview.counts },
  });
  stubUploads();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const csv = () =>
  new File(['Product ID,Variant ID,Price (BDT)\r\np-1,p-1,120\r\n'], 'catalogue.csv', { type: 'text/csv' });
const applies = () => api.calls.filter((c) => c.path === '/api/admin/catalog/import/apply');

async function choosePreview(locale: 'en' | 'bn' = 'en') {
  const { IMPORT_TEXT } = textsIn(locale, 'catalog-import');
  const user = userEvent.setup();
  const view = renderWithProviders(<CatalogImportPage />, { locale });
  await user.upload(await screen.findByLabelText(IMPORT_TEXT.file({ mb: 5 })), csv());
  await user.click(screen.getByRole('button', { name: IMPORT_TEXT.preview }));
  await screen.findByRole('heading', { name: IMPORT_TEXT.summary({ rows: 3 }) });
  return { user, view, IMPORT_TEXT };
}

describe('CatalogImportPage', () => {
  it('previews the file: the counts, each change before → after and the new products; nothing applied yet', async () => {
    const { IMPORT_TEXT } = await choosePreview();
    const sent = api.calls.find((c) => c.path === '/api/admin/catalog/import/preview');
    expect((sent?.body as FormData).get('file')).toBeInstanceOf(File);
    const changes = screen.getByRole('region', { name: IMPORT_TEXT.changesHeading });
    const row = within(changes).getByRole('rowheader', { name: 'Steel Chain' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Price (BDT)', '100.00', '120.00']);
    const created = screen.getByRole('region', { name: IMPORT_TEXT.createdHeading });
    expect(within(created).getByRole('rowheader', { name: 'New Spoke' })).toBeTruthy();
    expect(applies()).toEqual([]);
  });

  it('applies the previewed file with its token when confirmed, and shows the result', async () => {
    const { user, IMPORT_TEXT } = await choosePreview();
    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.confirm }));
    expect(await screen.findByText(IMPORT_TEXT.done({ created: 1, changed: 1, unchanged: 1 }))).toBeTruthy();
    expect(applies().map((c) => c.query.get('token'))).toEqual(['file-hash.plan-hash']);
    expect((applies()[0]?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it.each(['en', 'bn'] as const)('shows in %s how much of the file is sent (axe), then the preview', async (locale) => {
    const uploads = stubUploads({ hold: true });
    const { IMPORT_TEXT } = textsIn(locale, 'catalog-import');
    const user = userEvent.setup();
    const view = renderWithProviders(<CatalogImportPage />, { locale });
    await user.upload(await screen.findByLabelText(IMPORT_TEXT.file({ mb: 5 })), csv());
    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.preview }));
    const bar = await screen.findByRole('progressbar', { name: IMPORT_TEXT.sending({ percent: 50 }) });
    expect(bar.getAttribute('value')).toBe('50');
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    uploads.release();
    await screen.findByRole('heading', { name: IMPORT_TEXT.summary({ rows: 3 }) });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lists the bad rows by line and column and offers no confirm', async () => {
    preview = badPreview;
    const { IMPORT_TEXT } = await choosePreview();
    const errors = screen.getByRole('region', { name: IMPORT_TEXT.errorsHeading });
    const row = within(errors).getByRole('rowheader', { name: '4' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Price (BDT)', 'The price must be above zero.']);
    expect(screen.getByText(IMPORT_TEXT.fixErrors)).toBeTruthy();
    expect(screen.queryByRole('button', { name: IMPORT_TEXT.confirm })).toBeNull();
  });

  it('says when the catalogue changed since the preview (409)', async () => {
    api.on(
      'POST /api/admin/catalog/import/apply',
      apiError(409, 'CONFLICT', 'The catalogue changed since the preview: preview the file again.'),
    );
    const { user, IMPORT_TEXT } = await choosePreview();
    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The catalogue changed since the preview: preview the file again.',
    );
  });

  it.each(['en', 'bn'] as const)('reads in %s and passes axe, the preview and its errors included', async (locale) => {
    preview = { ...badPreview, created: goodPreview.created };
    const { view, IMPORT_TEXT } = await choosePreview(locale);
    const { IMPORT_ERROR, IMPORT_FIELD } = textsIn(locale, 'catalog-import');
    expect(screen.getByRole('heading', { level: 2, name: IMPORT_TEXT.title })).toBeTruthy();
    const errors = screen.getByRole('region', { name: IMPORT_TEXT.errorsHeading });
    expect(within(errors).getByText(IMPORT_ERROR.priceAboveZero)).toBeTruthy();
    expect(within(errors).getByText(IMPORT_FIELD.price)).toBeTruthy();
    await waitFor(async () => {
      const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
});
