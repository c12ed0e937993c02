// The owner's COD rules page, in English and Bangla: every rule off until ticked, the zones to choose,
// the amounts checked by the shared schema before sending, the server's field refusals shown.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveMessageIn, textsIn } from '@store/shared/i18n/server';
import { ErrorBodySchema, type CodRules } from '@store/shared/schemas';
import type { ShippingZone } from '@store/shared/schemas/shipping-zones';
import { type ApiStub, StubAnswer, stubApi } from '../../testing/api-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CodRulesPage } from './cod-rules-page.tsx';

const zone = (id: string, name: string): ShippingZone => ({
  id,
  name,
  position: 0,
  baseFee: 60,
  perKgFee: 15,
  freeFrom: null,
  cod: true,
  districtIds: [],
  areaIds: [],
});
const NO_ADVANCE = { advanceOutsideDhaka: false, advanceFirstTime: false, advancePastRefusal: false };
const OFF: CodRules = { onlyZoneIds: null, newNumberMaxTotal: null, refuseAfter: null, ...NO_ADVANCE, updatedAt: null };

let api: ApiStub;
let rules: CodRules;
beforeEach(() => {
  rules = OFF;
  api = stubApi({
    'GET /api/admin/cod-rules': () => rules,
    'GET /api/shipping-zones': [zone('z-city', 'Dhaka city'), zone('z-rest', 'Rest of Bangladesh')],
    'PUT /api/admin/cod-rules': ({ body }) => {
      rules = { ...(body as Omit<CodRules, 'updatedAt'>), updatedAt: '2030-01-01T10:00:00.000Z' };
      return rules;
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the COD rules page', () => {
  const { COD_RULES_TEXT: T, COD_RULE_ERRORS: E } = textsIn('en', 'cod-trust');

  it('shows every rule off, and saves the ticked ones with their amounts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodRulesPage />);
    const zonesRule = await screen.findByRole('checkbox', { name: T.zonesRule });
    for (const name of [T.zonesRule, T.limitRule, T.refusalsRule]) {
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name }).checked).toBe(false);
    }
    expect(screen.queryByRole('checkbox', { name: 'Dhaka city' })).toBeNull();
    await user.click(zonesRule);
    await user.click(screen.getByRole('checkbox', { name: 'Dhaka city' }));
    await user.click(screen.getByRole('checkbox', { name: T.limitRule }));
    await user.type(screen.getByRole('textbox', { name: T.limitAmount }), '1500.50');
    await user.click(screen.getByRole('checkbox', { name: T.refusalsRule }));
    await user.clear(screen.getByRole('textbox', { name: T.refusalsAmount }));
    await user.type(screen.getByRole('textbox', { name: T.refusalsAmount }), '3');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      onlyZoneIds: ['z-city'],
      newNumberMaxTotal: 1500.5,
      refuseAfter: 3,
      ...NO_ADVANCE,
    });
    expect(await screen.findByText(/Last saved/)).toBeTruthy();
  });

  it('refuses a rule without its amount or zones before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodRulesPage />);
    await user.click(await screen.findByRole('checkbox', { name: T.zonesRule }));
    await user.click(screen.getByRole('checkbox', { name: T.limitRule }));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(E.zonesRequired)).toBeTruthy();
    expect(screen.getByText(E.limitNotNumber)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal beside its field', async () => {
    const ref = '@i18n:cod-trust.COD_RULE_ERRORS.unknownZone';
    api.on(
      'PUT /api/admin/cod-rules',
      new StubAnswer(
        400,
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            fields: { onlyZoneIds: resolveMessageIn('en', ref) },
            fieldIds: { onlyZoneIds: ref },
          },
        },
        {},
        ErrorBodySchema,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CodRulesPage />);
    await user.click(await screen.findByRole('checkbox', { name: T.zonesRule }));
    await user.click(screen.getByRole('checkbox', { name: 'Rest of Bangladesh' }));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(E.unknownZone)).toBeTruthy();
  });

  it('starts from the saved rules', async () => {
    rules = {
      onlyZoneIds: ['z-rest'],
      newNumberMaxTotal: 1200,
      refuseAfter: null,
      ...NO_ADVANCE,
      advanceFirstTime: true,
      updatedAt: '2030-01-01T10:00:00.000Z',
    };
    renderWithProviders(<CodRulesPage />);
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Rest of Bangladesh' })).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: T.limitAmount }).value).toBe('1200');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: T.refusalsRule }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: T.advanceRule }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: T.advanceFirstTime }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: T.advanceOutsideDhaka }).checked).toBe(false);
  });

  it('asks the delivery fee in advance for the conditions ticked under its rule', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodRulesPage />);
    const rule = await screen.findByRole<HTMLInputElement>('checkbox', { name: T.advanceRule });
    expect(rule.checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: T.advanceOutsideDhaka })).toBeNull();
    await user.click(rule);
    await user.click(screen.getByRole('checkbox', { name: T.advanceOutsideDhaka }));
    await user.click(screen.getByRole('checkbox', { name: T.advancePastRefusal }));
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      onlyZoneIds: null,
      newNumberMaxTotal: null,
      refuseAfter: null,
      advanceOutsideDhaka: true,
      advanceFirstTime: false,
      advancePastRefusal: true,
    });
  });
});

describe('the COD rules page in Bangla', () => {
  const { COD_RULES_TEXT: T, COD_RULE_ERRORS: E } = textsIn('bn', 'cod-trust');

  it('names its rules and refusals in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodRulesPage />, { locale: 'bn' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: T.refusalsRule }));
    await user.clear(screen.getByRole('textbox', { name: T.refusalsAmount }));
    await user.type(screen.getByRole('textbox', { name: T.refusalsAmount }), '0');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(E.refusalsRange({ max: 100 }))).toBeTruthy();
  });

  it('names the advance rule and its conditions in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodRulesPage />, { locale: 'bn' });
    await user.click(await screen.findByRole('checkbox', { name: T.advanceRule }));
    for (const name of [T.advanceOutsideDhaka, T.advanceFirstTime, T.advancePastRefusal]) {
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name }).checked).toBe(false);
    }
  });
});
