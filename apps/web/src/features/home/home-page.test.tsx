import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { aProduct, aReview } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { HomePage } from './home-page.tsx';

const products = Array.from({ length: 6 }, (_, i) =>
  aProduct({
    _id: `p-${i + 1}`,
    name: `Part ${i + 1}`,
    img: `/images/products/part-${i + 1}.svg`,
    des: 'A part.',
    minQuantity: i + 1,
    maxQuantity: 100 + i,
    price: 1000 + i * 250.5,
  }),
);

const reviews = [
  aReview({
    _id: 'r-1',
    userName: 'Rahim Uddin',
    userEmail: 'rahim@example.com',
    des: 'We ordered 200 chains for our rental fleet in Sylhet. They arrived in four days.',
    number: 5,
  }),
  aReview({
    _id: 'r-2',
    userName: 'Mallory',
    userEmail: 'm@example.com',
    des: '<img src=x onerror=alert(1)>',
    number: 2,
  }),
];

let failing: Set<string>;
let api: ApiStub;

beforeEach(() => {
  failing = new Set();
  const unlessFailing =
    <T,>(value: T) =>
    ({ path }: { path: string }) =>
      failing.has(path) ? apiError(500, 'INTERNAL', 'x') : value;
  api = stubApi({ 'GET /api/products': unlessFailing(products), 'GET /api/review': unlessFailing(reviews) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderHome = () => renderWithProviders(<HomePage />);

describe('HomePage', () => {
  it('shows the hero with the brand and buttons that lead to the catalog and the contact page', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Bicycle Manufacturer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'In Details' }).getAttribute('href')).toBe('/allproducts');
    const contactLinks = screen.getAllByRole('link', { name: 'Contact Us' }).map((a) => a.getAttribute('href'));
    expect(contactLinks).toEqual(['/contact', '/contact']);
    const hero = screen.getByRole('img', { name: /bicycle built with our chainring/ });
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('loading')).toBeNull();
    expect(document.title).toBe('Bicycle Manufacturer');
  });

  it('shows placeholders while loading, then the first 6 products asked with limit=6', async () => {
    renderHome();
    const tools = screen.getByRole('region', { name: 'Tools' });
    expect(within(tools).getByRole('status').textContent).toBe('Loading');
    expect(await within(tools).findAllByRole('link', { name: /^Details of / })).toHaveLength(6);
    expect(api.calls.map((c) => c.url)).toContain('/api/products?limit=6');
    expect(within(tools).getByRole('heading', { name: 'Part 2' })).toBeTruthy();
    expect(within(tools).getByText('৳1,250.50')).toBeTruthy();
    expect(within(tools).getByRole('link', { name: 'See more products' }).getAttribute('href')).toBe('/allproducts');
  });

  it('shows each review as the first 50 characters and an ellipsis, with its rating, as plain text', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Customer Reviews' });
    const first = reviews[0];
    if (!first) throw new Error('fixture');
    expect(await within(section).findByText(`${first.des.slice(0, 50)}...`)).toBeTruthy();
    expect(within(section).getByText('Ratting: 5 Star')).toBeTruthy();
    expect(within(section).getByText('Ratting: 2 Star')).toBeTruthy();
    expect(within(section).getByText('<img src=x onerror=alert(1)>...')).toBeTruthy();
    expect(section.querySelector('img')).toBeNull();
  });

  it('shows the trust figures, the contact banner and the team', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Shops across Bangladesh trust us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request For Quote' }).getAttribute('href')).toBe('/quote');
    const team = screen.getByRole('region', { name: 'Meet Our Team' });
    expect(within(team).getAllByRole('img')).toHaveLength(4);
    expect(within(team).getByRole('img', { name: 'Portrait of Mahmud Hasan' })).toBeTruthy();
  });

  it('shows an error with a retry when products fail, and loads them on retry', async () => {
    failing.add('/api/products');
    renderHome();
    const tools = screen.getByRole('region', { name: 'Tools' });
    const alert = await within(tools).findByRole('alert');
    failing.delete('/api/products');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(tools).getAllByRole('link', { name: /^Details of / })).toHaveLength(6));
    // The reviews section is unaffected by the products failure.
    expect(await screen.findByText('Ratting: 5 Star')).toBeTruthy();
  });

  it('keeps the 50-character preview and opens the whole review on request (short ones have nothing to open)', async () => {
    const user = userEvent.setup();
    renderHome();
    const whole = 'We ordered 200 chains for our rental fleet in Sylhet. They arrived in four days.';
    const card = (await screen.findByText('Rahim Uddin')).closest('figure') as HTMLElement;
    expect(within(card).getByText(`${whole.slice(0, 50)}...`)).toBeTruthy();
    const more = within(card).getByText('Read the whole review');
    const disclosure = more.closest('details') as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    await user.click(more);
    expect(disclosure.open).toBe(true);
    expect(within(disclosure).getByText(whole)).toBeTruthy();
    const short = (await screen.findByText('Mallory')).closest('figure') as HTMLElement;
    expect(within(short).queryByText('Read the whole review')).toBeNull();
  });

  it('shows an error with a retry when reviews fail', async () => {
    failing.add('/api/review');
    renderHome();
    const section = screen.getByRole('region', { name: 'Customer Reviews' });
    expect(await within(section).findByRole('alert')).toBeTruthy();
    failing.delete('/api/review');
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Ratting: 5 Star')).toBeTruthy();
  });
});

describe('HomePage in Bangla', () => {
  const renderBangla = () => renderWithProviders(<HomePage />, { locale: 'bn' });
  const jsonLd = (type: string) =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === type);

  it('shows the hero, the sections and the team in Bangla; the brand stays as it is written', () => {
    renderBangla();
    const brand = screen.getByRole('heading', { level: 1, name: 'Bicycle Manufacturer' });
    expect(brand.getAttribute('translate')).toBe('no');
    expect(screen.getByRole('link', { name: 'বিস্তারিত দেখুন' }).getAttribute('href')).toBe('/allproducts');
    expect(
      screen.getByRole('img', { name: 'আমাদের চেইনরিং, চাকা আর ব্রেক দিয়ে বানানো একটি সাইকেলের ছবি' }),
    ).toBeTruthy();
    const tools = screen.getByRole('region', { name: 'আমাদের পণ্য' });
    expect(within(tools).getByRole('link', { name: 'আরও দেখুন (সব পণ্য)' }).getAttribute('href')).toBe('/allproducts');
    const trust = screen.getByRole('region', { name: 'সারা বাংলাদেশের দোকানদাররা আমাদের ওপর ভরসা রাখেন' });
    expect(within(trust).getByText('১,২০০+')).toBeTruthy();
    expect(within(trust).getByText('৬৪')).toBeTruthy();
    // Request For Quote opens the quote request form.
    expect(screen.getByRole('link', { name: 'দাম জানতে চান' }).getAttribute('href')).toBe('/quote');
    const team = screen.getByRole('region', { name: 'আমাদের টিম' });
    expect(within(team).getByRole('heading', { name: 'মাহমুদ হাসান' })).toBeTruthy();
    expect(within(team).getByRole('img', { name: 'নাদিয়া চৌধুরী-এর ছবি' })).toBeTruthy();
    expect(document.title).toBe('Bicycle Manufacturer');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/পাইকারি বিক্রি করে।$/);
  });

  it('shows the reviews with their rating in Bangla, what customers wrote as they wrote it', async () => {
    renderBangla();
    const section = screen.getByRole('region', { name: 'ক্রেতাদের রিভিউ' });
    expect(await within(section).findByText('রেটিং: ৫ স্টার')).toBeTruthy();
    expect(within(section).getByText('রেটিং: ২ স্টার')).toBeTruthy();
    const name = within(section).getByText('Rahim Uddin');
    expect(name.getAttribute('translate')).toBe('no');
    expect(within(section).getByText('পুরো রিভিউ পড়ুন')).toBeTruthy();
  });

  it('describes the site to crawlers in Bangla: the WebSite in bn, its search at the Bangla address', () => {
    renderBangla();
    const origin = window.location.origin;
    expect(jsonLd('WebSite')).toMatchObject({
      name: 'Bicycle Manufacturer',
      inLanguage: 'bn',
      url: `${origin}/bn`,
      potentialAction: { target: { urlTemplate: `${origin}/bn/allproducts?q={search_term_string}` } },
    });
    expect(jsonLd('Organization')).toMatchObject({
      name: 'Bicycle Manufacturer',
      telephone: '+8801711000111',
      address: { streetAddress: '৪২ তেজগাঁও শিল্প এলাকা, ঢাকা ১২০৮, বাংলাদেশ' },
    });
  });

  it('keeps the English addresses on an English page', () => {
    renderHome();
    const origin = window.location.origin;
    expect(jsonLd('WebSite')).toMatchObject({
      inLanguage: 'en',
      url: `${origin}/`,
      potentialAction: { target: { urlTemplate: `${origin}/allproducts?q={search_term_string}` } },
    });
  });
});
