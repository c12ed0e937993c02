import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';

afterEach(cleanup);

describe('Footer', () => {
  it('shows the address, the helpline as a phone link and the opening hours', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText('42 Tejgaon Industrial Area, Dhaka 1208, Bangladesh')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+880 1711-000111' }).getAttribute('href')).toBe('tel:+8801711000111');
    expect(screen.getByText('Sat-Thu 10:00 AM to 7:00 PM')).toBeTruthy();
  });

  it('links every policy to its section of /policies', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/policies#privacy', '/policies#terms', '/policies#returns', '/policies#shipping']);
  });
});
