import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CategoriesPage } from './categories-page.tsx';

let api: ApiStub;
let categories: { _id: string; name: string; productCount: number }[];

beforeEach(() => {
  categories = [
    { _id: 'c-1', name: 'Brakes', productCount: 3 },
    { _id: 'c-2', name: 'Tools', productCount: 0 },
  ];
  api = stubApi({
    'GET /api/categories': () => categories,
    'POST /api/categories': ({ body }) => {
      const { name } = body as { name: string };
      if (categories.some((c) => c.name.toLowerCase() === name.toLowerCase())) {
        return apiError(409, 'CONFLICT', 'A category with this name already exists.');
      }
      categories = [...categories, { _id: 'c-new', name, productCount: 0 }];
      return { acknowledged: true, insertedId: 'c-new' };
    },
    'PUT /api/categories/order': ({ body }) => {
      const { ids } = body as { ids: string[] };
      categories = ids.map((id) => categories.find((c) => c._id === id)).filter((c) => c !== undefined);
      return categories;
    },
  });
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const names = () => screen.getAllByRole('listitem').map((li) => li.querySelector('.font-semibold')?.textContent);

describe('CategoriesPage', () => {
  it('lists the categories in order with their product counts; one in use cannot be deleted', async () => {
    renderWithProviders(<CategoriesPage />, { at: '/dashboard/categories' });
    expect(await screen.findByText('Brakes')).toBeTruthy();
    expect(names()).toEqual(['Brakes', 'Tools']);
    expect(screen.getByText('3 products')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Brakes' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete Tools' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Move Brakes up' })).toHaveProperty('disabled', true);
  });

  it('says beside a disabled Delete why the category cannot be deleted', async () => {
    renderWithProviders(<CategoriesPage />, { at: '/dashboard/categories' });
    const reason = 'This category still has 3 products. Move them to another category first.';
    expect(await screen.findByRole('button', { name: 'Delete Brakes', description: reason })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Tools' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('adds a category, and shows the server’s reason for a name taken', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoriesPage />, { at: '/dashboard/categories' });
    await screen.findByText('Brakes');
    await user.type(screen.getByLabelText('New category name'), 'brakes');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('A category with this name already exists.')).toBeTruthy();
    await user.clear(screen.getByLabelText('New category name'));
    await user.type(screen.getByLabelText('New category name'), 'Wheels');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(names()).toEqual(['Brakes', 'Tools', 'Wheels']));
  });

  it('moves a category up by sending the whole new order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoriesPage />, { at: '/dashboard/categories' });
    const tools = (await screen.findByText('Tools')).closest('li');
    if (!tools) throw new Error('no Tools item');
    await user.click(within(tools).getByRole('button', { name: 'Move Tools up' }));
    await waitFor(() => expect(names()).toEqual(['Tools', 'Brakes']));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: ['c-2', 'c-1'] });
  });
});
