// My Profil on a Bangla page: its texts and the form rules' messages in Bangla (with Bengali
// digits), the person's own data left as it is, and a refused save said in Bangla.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enAccounts from '@store/shared/i18n/catalogues/en/accounts';
import { textsIn } from '@store/shared/i18n/server';
import { queryClient } from '../../lib/query-client.ts';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { englishLeft } from '../../testing/english-left.ts';
import { aProfile, aToken } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const { SPEC_APP_TEXT } = textsIn('bn', 'spec-app');
const { CODE_TEXT } = textsIn('bn', 'errors');

let api: ApiStub;

beforeEach(() => {
  localStorage.setItem('accessToken', aToken('rider@example.com'));
  api = stubApi({
    'GET /api/auth/get-session': { user: { id: 'u1', name: 'Rider One', email: 'rider@example.com' } },
    'GET /api/myprofil/:email': [aProfile({ education: 'Diploma', city: 'Khulna', phone: '+880 1811 000000' })],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

const renderInBangla = () =>
  renderWithProviders(
    <>
      <ProfilePage />
      <ToastContainer />
    </>,
    { queryClient, locale: 'bn' },
  );

describe('My Profil in Bangla', () => {
  it('shows its texts in Bangla and the person’s own data as it is', async () => {
    const { container } = renderInBangla();
    expect(await screen.findByRole('heading', { name: 'আমার প্রোফাইল' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'প্রোফাইল ছবির জায়গা' })).toBeTruthy();
    expect(screen.getByText('পড়াশোনা', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('শহর', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('নাম').value).toBe('Rider One');
    expect(screen.getByLabelText('প্রোফাইল লিংক')).toBeTruthy();
    expect(screen.getByLabelText('ফোন')).toBeTruthy();
    // Data is not translated: marked so that a translator (a person's or the browser's) leaves it.
    expect(screen.getByText('Khulna').getAttribute('translate')).toBe('no');
    expect(screen.getByText('rider@example.com').getAttribute('translate')).toBe('no');
    expect(englishLeft(container, [enAccounts])).toEqual([]);
  });

  it("shows the form rules' messages in Bangla, numbers in Bengali digits, and sends nothing", async () => {
    renderInBangla();
    const link = await screen.findByLabelText('প্রোফাইল লিংক');
    await userEvent.type(link, 'javascript:alert(1)');
    const phone = screen.getByLabelText('ফোন');
    await userEvent.clear(phone);
    await userEvent.type(phone, '1'.repeat(31));
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sendNow }));
    expect(await screen.findByText('লিংকটি http:// বা https:// দিয়ে শুরু হতে হবে')).toBeTruthy();
    expect(screen.getByText(/বাংলাদেশের একটি মোবাইল নম্বর/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says a refused save in Bangla, not in the server’s English', async () => {
    api.on('PUT /api/myprofil/:email', apiError(400, 'VALIDATION_FAILED', 'Request validation failed'));
    renderInBangla();
    await userEvent.type(await screen.findByLabelText('শহর'), ' Sadar');
    await userEvent.click(screen.getByRole('button', { name: SPEC_APP_TEXT.sendNow }));
    expect(await screen.findByText(CODE_TEXT.VALIDATION_FAILED)).toBeTruthy();
    expect(screen.queryByText('Request validation failed')).toBeNull();
  });
});
