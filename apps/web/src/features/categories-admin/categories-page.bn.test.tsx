// /bn/dashboard/categories: the admin's categories in Bangla; the names are data, the counts in Bengali digits.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CategoriesPage } from './categories-page.tsx';

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/categories': [
      { _id: 'c-1', name: 'Brakes', productCount: 12 },
      { _id: 'c-2', name: 'Tools', productCount: 0 },
    ],
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CategoriesPage in Bangla', () => {
  it('lists the categories with their counts in Bangla and refuses an empty name in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoriesPage />, { locale: 'bn' });
    expect(screen.getByRole('heading', { level: 2, name: 'ক্যাটাগরি' })).toBeTruthy();
    expect((await screen.findByText('Brakes')).getAttribute('translate')).toBe('no');
    expect(screen.getByText('১২টি পণ্য')).toBeTruthy();
    expect(screen.getByText('০টি পণ্য')).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Brakes মুছে ফেলুন',
        description: 'এই ক্যাটাগরিতে এখনো ১২টি পণ্য আছে। মুছতে হলে আগে সেগুলো অন্য ক্যাটাগরিতে সরান।',
      }),
    ).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Tools উপরে নিন' })).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'ক্যাটাগরি যোগ করুন' }));
    expect(await screen.findByText('ক্যাটাগরির নাম দিতে হবে')).toBeTruthy();
    expect(screen.getByLabelText('নতুন ক্যাটাগরির নাম').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
