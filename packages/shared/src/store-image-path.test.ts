import { describe, expect, it } from 'vitest';
import { isStoreImagePath } from './store-image-path.ts';

describe('isStoreImagePath', () => {
  it.each([
    '/api/images/6f1b2c3d-0000-4000-8000-000000000001',
    '/images/products/chain-ring.svg',
    '/images/portfolio/photo.JPG',
  ])('accepts the store’s own picture %s', (value) => {
    expect(isStoreImagePath(value)).toBe(true);
  });

  it.each([
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    '/\\/evil.example/images/x.png',
    '//evil.example/images/x.png',
    '///evil.example/images/x.png',
    'https://evil.example/images/x.png',
    'http://store.invalid/images/x.png',
    'HTTPS://evil.example/x.png',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg/>',
    'blob:http://localhost/1',
    '/images/../api/admin.png',
    '/images/%2e%2e/x.png',
    '/images/products/x.png?x=1',
    '/images/products/x.png#y',
    '/images/products/x.html',
    '/api/images/abc/def',
    '/api/images/',
    ' /images/products/x.png',
    '/images/products/a b.png',
    'images/products/x.png',
    '/other/x.png',
    '',
  ])('refuses %j', (value) => {
    expect(isStoreImagePath(value)).toBe(false);
  });
});
