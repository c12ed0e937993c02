import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortfolioPage } from './portfolio-page.tsx';

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
});
