// A number's COD history as the order desk and the order page show it: compact, one call for every
// number of the page, in English and Bangla.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { textsIn } from '@store/shared/i18n/server';
import { type ApiStub, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CodHistoryOf } from './components/cod-history.tsx';

const PHONES = ['+8801711000010', '+8801811000020'];
let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    'GET /api/admin/cod-history': {
      items: [
        { phone: PHONES[0] ?? '', delivered: 4, returned: 1, refused: 0 },
        { phone: PHONES[1] ?? '', delivered: 0, returned: 0, refused: 2 },
      ],
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Desk() {
  return (
    <ul>
      {PHONES.map((phone) => (
        <li key={phone}>
          <CodHistoryOf phone={phone} phones={PHONES} />
        </li>
      ))}
    </ul>
  );
}

it('shows each number’s delivered, returned and refused orders, read in one call', async () => {
  const { COD_HISTORY_TEXT: T } = textsIn('en', 'cod-trust');
  renderWithProviders(<Desk />);
  expect(await screen.findByText(T.summary({ delivered: 4, returned: 1, refused: 0 }))).toBeTruthy();
  expect(screen.getByText(T.summary({ delivered: 0, returned: 0, refused: 2 }))).toBeTruthy();
  expect(screen.getAllByRole('note', { name: T.label })).toHaveLength(2);
  const calls = api.calls.filter((c) => c.path === '/api/admin/cod-history');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.query.get('phones')).toBe(PHONES.join(','));
});

it('in Bangla', async () => {
  const { COD_HISTORY_TEXT: T } = textsIn('bn', 'cod-trust');
  renderWithProviders(<Desk />, { locale: 'bn' });
  const text = T.summary({ delivered: 4, returned: 1, refused: 0 });
  expect(text).toContain('৪টি ডেলিভারি');
  expect(await screen.findByText(text)).toBeTruthy();
});
