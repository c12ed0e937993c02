import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { PROJECTS } from './portfolio-content.ts';
import { BIO as BIO_BN, PROJECTS as PROJECTS_BN } from './portfolio-content.bn.ts';
import { PortfolioPage, usePortfolioContent } from './portfolio-page.tsx';

beforeAll(() => Promise.all([usePortfolioContent.load('en'), usePortfolioContent.load('bn')]));
afterEach(cleanup);

describe('PortfolioPage', () => {
  it('shows the bio, a labelled progress bar per skill with the spec percentages, and three projects', () => {
    render(<PortfolioPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Portfolio' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Portrait of Arif Hossain' })).toBeTruthy();
    const bars = Object.fromEntries(
      screen.getAllByRole<HTMLProgressElement>('progressbar').map((bar) => [bar.id, bar.value]),
    );
    expect(bars).toEqual({ 'skill-html': 98, 'skill-css': 90, 'skill-javascript': 85, 'skill-react': 80 });
    for (const [name, value] of [
      ['HTML', 98],
      ['CSS', 90],
      ['JavaScript', 85],
      ['React', 80],
    ] as const) {
      expect(screen.getByRole<HTMLProgressElement>('progressbar', { name }).value).toBe(value);
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(document.title).toBe('My Portfolio | Bicycle Manufacturer');
  });

  it('reads in Bangla on a Bangla page: bio, percentages in Bengali digits, the projects', () => {
    renderWithProviders(<PortfolioPage />, { at: '/myprotfolio', locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'আমার পোর্টফোলিও' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'আরিফ হোসেনের ছবি' })).toBeTruthy();
    expect(screen.getByText('আরিফ হোসেন, ফুল-স্ট্যাক ওয়েব ডেভেলপার, ঢাকা')).toBeTruthy();
    expect(screen.getByText(/^আমি বাংলাদেশের ছোট ছোট কারখানার/)).toBeTruthy();
    // The skills keep their names; their values stay numbers, written in Bengali digits.
    expect(screen.getByRole<HTMLProgressElement>('progressbar', { name: 'HTML' }).value).toBe(98);
    expect(screen.getAllByText('৯৮%').length).toBeGreaterThan(0);
    const projects = screen.getByRole('region', { name: 'প্রজেক্ট' });
    expect(
      within(projects)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(PROJECTS_BN.map((p) => p.title));
    expect(within(projects).getByRole('img', { name: 'রিকশা ফ্লিট ট্র্যাকার-এর স্ক্রিনশট' })).toBeTruthy();
    expect(document.title).toBe('আমার পোর্টফোলিও | Bicycle Manufacturer');
  });

  it('has the same projects in both languages, with their pictures', () => {
    expect(PROJECTS_BN.map((p) => p.image)).toEqual(PROJECTS.map((p) => p.image));
  });

  it('writes the Bangla bio and projects in Bangla letters, the brand aside (the tools are listed as written)', () => {
    const texts = [...BIO_BN, ...PROJECTS_BN.flatMap((p) => [p.title, p.description])];
    const latin = texts.flatMap((text) => text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []);
    expect(latin.filter((word) => word !== 'Bicycle' && word !== 'Manufacturer')).toEqual([]);
  });
});
