import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { POLICY_SECTIONS } from './policies-content.ts';
import { POLICY_SECTIONS as POLICY_SECTIONS_BN } from './policies-content.bn.ts';
import { PoliciesPage, usePolicies } from './policies-page.tsx';

// The policies are a chunk of their own per language: here before the page renders.
beforeAll(() => Promise.all([usePolicies.load('en'), usePolicies.load('bn')]));

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

const storeConfig = () =>
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
  );

describe('PoliciesPage', () => {
  it("states the shipping fee, the free-shipping threshold and the unpaid-order deadline from the store's configuration", async () => {
    vi.stubGlobal('fetch', storeConfig());
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

describe('PoliciesPage in Bangla', () => {
  it('reads in Bangla, with the prices, counts and date in Bengali digits', async () => {
    vi.stubGlobal('fetch', storeConfig());
    try {
      renderWithProviders(<PoliciesPage />, { at: '/policies', locale: 'bn' });
      expect(screen.getByRole('heading', { level: 1, name: 'নীতিমালা' })).toBeTruthy();
      expect(screen.getByText('শেষ আপডেট: ১ জানুয়ারি, ২০২৬')).toBeTruthy();
      const shipping = screen.getByRole('region', { name: 'শিপিং ও ডেলিভারি' });
      expect(shipping.id).toBe('shipping');
      expect(
        await within(shipping).findByText(/^৳৮,০০০ বা তার বেশি দামের অর্ডারে শিপিং ফ্রি; এর কম হলে ৳১৫০ কুরিয়ার চার্জ/),
      ).toBeTruthy();
      const terms = screen.getByRole('region', { name: 'বিক্রয়ের শর্তাবলি' });
      expect(within(terms).getByText(/২৪ ঘণ্টা.*সর্বোচ্চ ৩টি পেমেন্ট-বাকি অর্ডার/)).toBeTruthy();
      expect(document.title).toBe('নীতিমালা | Bicycle Manufacturer');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has every section in both languages, paragraph for paragraph', () => {
    expect(Object.keys(POLICY_SECTIONS_BN)).toEqual(Object.keys(POLICY_SECTIONS));
    for (const [id, paragraphs] of Object.entries(POLICY_SECTIONS)) {
      expect(POLICY_SECTIONS_BN[id]?.length, id).toBe(paragraphs.length);
    }
    const latin = Object.values(POLICY_SECTIONS_BN).flatMap((ps) => ps.flatMap((p) => p.match(/[A-Za-z]{2,}/g) ?? []));
    expect(latin).toEqual([]);
  });
});
