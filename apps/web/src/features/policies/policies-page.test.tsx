import { cleanup, render, screen } from '@testing-library/react';
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

describe('PoliciesPage', () => {
  it('has a section with text for every policy the footer links to', () => {
    render(
      <MemoryRouter initialEntries={['/policies']}>
        <PoliciesPage />
      </MemoryRouter>,
    );
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
    render(
      <MemoryRouter initialEntries={['/policies#returns']}>
        <PoliciesPage />
      </MemoryRouter>,
    );
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('returns'));
  });
});
