// The public pages in Bangla as a crawler gets them from the server: /bn/… addresses rendered in
// Bangla, their prose (articles, policies, bio, offices) included, with Bangla head and JSON-LD.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { readPage } from '../../../test/html.ts';

const ORIGIN = 'http://localhost:3000';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');

let t: TestApp;

beforeAll(async () => {
  // The pages come from the built web app and its server renderer: build them when stale.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/web-build.mjs')], { stdio: 'ignore' });
  t = await buildTestApp({ serveWebApp: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('server-rendered public pages in Bangla', () => {
  it('renders the home page in Bangla, its WebSite in bn with the search at the Bangla address', async () => {
    const res = await get('/bn');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="bn"/);
    const page = readPage(res.body);
    expect(page.h1).toEqual(['Bicycle Manufacturer']);
    expect(page.mainText).toContain('আমাদের পণ্য');
    expect(page.meta('description')).toMatch(/পাইকারি বিক্রি করে।$/);
    expect(page.canonical).toBe(`${ORIGIN}/bn`);
    expect(page.jsonLd.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      inLanguage: 'bn',
      url: `${ORIGIN}/bn`,
      potentialAction: { target: { urlTemplate: `${ORIGIN}/bn/allproducts?q={search_term_string}` } },
    });
  });

  it('renders an article in Bangla, its BlogPosting in bn at the Bangla address', async () => {
    const res = await get('/bn/blogs/chain-care');
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    const headline = 'চেইনের যত্ন: সপ্তাহে দশ মিনিট, বেঁচে যাবে পুরো ড্রাইভট্রেন';
    expect(page.h1).toEqual([headline]);
    expect(page.title).toBe(`${headline} | Bicycle Manufacturer`);
    expect(page.canonical).toBe(`${ORIGIN}/bn/blogs/chain-care`);
    expect(page.mainText).toContain('২ মার্চ, ২০২৬');
    expect(page.jsonLd.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline,
      inLanguage: 'bn',
      mainEntityOfPage: `${ORIGIN}/bn/blogs/chain-care`,
      author: { name: 'কামরুল ইসলাম' },
    });
  });

  it.each([
    ['/bn/blogs', 'ব্লগ', 'সাইকেলে সবচেয়ে বেশি খাটে চেইন'],
    ['/bn/myprotfolio', 'আমার পোর্টফোলিও', 'আমি বাংলাদেশের ছোট ছোট কারখানার জন্য'],
    ['/bn/contact', 'যোগাযোগ করুন', 'বিক্রয়কেন্দ্র ও গুদাম, চট্টগ্রাম'],
    ['/bn/policies', 'নীতিমালা', 'আমরা ৬৪ জেলাতেই ডেলিভারি দিই'],
  ])('renders %s in Bangla with its prose', async (url, heading, prose) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.h1).toEqual([heading]);
    expect(page.title).toBe(`${heading} | Bicycle Manufacturer`);
    expect(page.mainText).toContain(prose);
    expect(page.canonical).toBe(`${ORIGIN}${url}`);
  });

  it('answers an unknown Bangla address with the Bangla 404 page', async () => {
    const res = await get('/bn/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(readPage(res.body).h1).toEqual(['পেজটি পাওয়া যায়নি']);
  });
});
