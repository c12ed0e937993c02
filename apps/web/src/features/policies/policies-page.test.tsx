import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PoliciesPage } from './policies-page.tsx';

// jsdom has no scrollIntoView: the test that needs it puts a spy in its place, removed afterwards.
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
afterEach(() => {
  cleanup();
  if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PoliciesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PoliciesPage', () => {
  it("states the shipping fee, the free-shipping threshold and the unpaid-order deadline from the store's configuration", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          currency: 'BDT',
          shippingFee: 150,
          freeShippingFrom: 8000,
          unpaidOrderTtlHours: 24,
          maxOpenUnpaidOrders: 3,
          maxCartLines: 50,
          timeZone: 'Asia/Dhaka',
        }),
      ),
    );
    try {
      renderPage('/policies');
      const shipping = screen.getByRole('region', { name: 'Shipping and Delivery' });
      expect(await within(shipping).findByText(/free for orders of ৳8,000 or more.*courier fee of ৳150/)).toBeTruthy();
      const terms = screen.getByRole('region', { name: 'Terms of Sale' });
      expect(within(terms).getByText(/holds its parts for 24 hours.*at most 3 unpaid orders/)).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has a section with text for every policy the footer links to', () => {
    renderPage('/policies');
    for (const [id, name] of [
      ['privacy', 'Privacy Policy'],
      ['terms', 'Terms of Sale'],
      ['returns', 'Returns and Warranty'],
      ['shipping', 'Shipping and Delivery'],
    ]) {
      const section = screen.getByRole('region', { name });
      expect(section.id).toBe(id);
      expect(section.querySelectorAll('p').length).toBeGreaterThan(0);
    }
  });

  it('scrolls to the section named in the address', () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    renderPage('/policies#returns');
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('returns'));
  });
});
