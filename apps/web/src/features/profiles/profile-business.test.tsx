// My Profil's business details for VAT invoices: filled from the profile, sent with the spec's fields, a
// bad BIN refused in the page's language before anything is sent; English and Bangla, checked by axe.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { queryClient } from '../../lib/query-client.ts';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProfile, aToken } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProfilePage } from './profile-page.tsx';

let api: ApiStub;
beforeEach(() => {
  localStorage.setItem('accessToken', aToken('rider@example.com'));
  api = stubApi({
    'GET /api/auth/get-session': { user: { id: 'u1', name: 'Rider One', email: 'rider@example.com' } },
    'GET /api/myprofil/:email': [aProfile({ city: 'Khulna', businessName: 'Rider Traders', bin: '0001234560101' })],
    'PUT /api/myprofil/:email': aProfile({ city: 'Khulna', businessName: 'Rider Traders', bin: '0001234560202' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe.each(['en', 'bn'] as const)('My Profil business details (%s)', (locale) => {
  const { VAT_FORM_TEXT: V, VAT_TEXT } = textsIn(locale, 'vat');
  const { SPEC_APP_TEXT } = textsIn(locale, 'spec-app');
  const render = () => renderWithProviders(<ProfilePage />, { queryClient, locale });

  it('shows the saved business details and sends a changed BIN with the other fields', async () => {
    const user = userEvent.setup();
    render();
    const bin = await screen.findByLabelText<HTMLInputElement>(V.bin);
    expect(screen.getAllByRole('group', { name: V.businessHeading }).length).toBeGreaterThan(0);
    expect(screen.getByLabelText<HTMLInputElement>(V.businessName).value).toBe('Rider Traders');
    expect(bin.value).toBe('0001234560101');
    await user.clear(bin);
    await user.type(bin, '000123456-0202');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sendNow }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ city: 'Khulna', businessName: 'Rider Traders', bin: '0001234560202' });
  });

  it('refuses a BIN of the wrong length in the page language and sends nothing; passes axe', async () => {
    const user = userEvent.setup();
    const { container } = render();
    const bin = await screen.findByLabelText(V.bin);
    await user.clear(bin);
    await user.type(bin, '12345');
    await user.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sendNow }));
    expect(await screen.findByText(VAT_TEXT.binInvalid)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
