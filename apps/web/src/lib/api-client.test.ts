import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onAuthRejected } from './api-client.ts';

const answer = (status: number, code: string) =>
  vi.fn(async () => new Response(JSON.stringify({ error: { code, message: 'refused' } }), { status }));

afterEach(() => {
  onAuthRejected(null);
  vi.unstubAllGlobals();
});

describe('a protected call refused', () => {
  it('signs out on 403 FORBIDDEN', async () => {
    const rejected = vi.fn();
    onAuthRejected(rejected);
    vi.stubGlobal('fetch', answer(403, 'FORBIDDEN'));
    await expect(api('/orders', { method: 'POST', body: {}, auth: true })).rejects.toBeInstanceOf(ApiError);
    expect(rejected).toHaveBeenCalledWith(403);
  });

  it('keeps the session on 403 EMAIL_NOT_VERIFIED: the page shows the message', async () => {
    const rejected = vi.fn();
    onAuthRejected(rejected);
    vi.stubGlobal('fetch', answer(403, 'EMAIL_NOT_VERIFIED'));
    await expect(api('/orders', { method: 'POST', body: {}, auth: true })).rejects.toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'refused',
    });
    expect(rejected).not.toHaveBeenCalled();
  });
});
