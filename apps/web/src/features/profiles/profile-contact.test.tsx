// My Profil's phone and email, in English and Bangla: an email account adds a mobile number with a code
// (the number then shows); a phone account sees its number, never its placeholder email, and adds an email
// by a link sent to it.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enPhoneUi from '@store/shared/i18n/catalogues/en/phone-ui';
import { textsIn } from '@store/shared/i18n/server';
import { queryClient } from '../../lib/query-client.ts';
import { type ApiStub, authError, stubApi } from '../../testing/api-stub.ts';
import { englishLeft } from '../../testing/english-left.ts';
import { aProfile, aToken } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const PHONE_EMAIL = '8801711000000@phone.invalid';
const EMAIL_USER = { id: 'u1', name: 'Rider One', email: 'rider@example.com', phoneNumber: null };
const PHONE_USER = { id: 'p1', name: 'Rahim Uddin', email: PHONE_EMAIL, phoneNumber: '+8801711000000' };

let api: ApiStub;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe.each(['en', 'bn'] as const)('My Profil, phone and email (%s)', (locale) => {
  const { PHONE_UI_TEXT } = textsIn(locale, 'phone-ui');
  const render = () =>
    renderWithProviders(<ProfilePage />, { at: locale === 'bn' ? '/bn/dashboard' : '/dashboard', queryClient, locale });

  describe('an email account', () => {
    beforeEach(() => {
      localStorage.setItem('accessToken', aToken(EMAIL_USER.email));
      api = stubApi({
        'GET /api/auth/get-session': { user: EMAIL_USER },
        'GET /api/myprofil/:email': [aProfile({})],
        'PUT /api/user/:email': ({ params }) => ({ token: aToken(params.email ?? '') }),
        'POST /api/auth/phone-number/send-otp': {},
        'POST /api/auth/phone-number/verify': {},
      });
    });

    it('adds a mobile number proved by a code, and shows it', async () => {
      const { container } = render();
      const section = await screen.findByRole('region', { name: PHONE_UI_TEXT.phoneSection });
      expect(within(section).getByText(PHONE_UI_TEXT.noPhone)).toBeTruthy();
      if (locale === 'bn') expect(englishLeft(container, [enPhoneUi])).toEqual([]);
      await userEvent.click(within(section).getByRole('button', { name: PHONE_UI_TEXT.addPhone }));
      await userEvent.type(within(section).getByLabelText(PHONE_UI_TEXT.phoneLabel), '01711-000000');
      await userEvent.click(within(section).getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
      await userEvent.type(await within(section).findByLabelText(PHONE_UI_TEXT.codeLabel), '123456');
      api.on('GET /api/auth/get-session', { user: { ...EMAIL_USER, phoneNumber: '+8801711000000' } });
      await userEvent.click(within(section).getByRole('button', { name: PHONE_UI_TEXT.savePhone }));
      expect((await within(section).findByRole('status')).textContent).toBe(PHONE_UI_TEXT.phoneAdded);
      expect(within(section).getByText('01711-000000')).toBeTruthy();
      // Now it can be changed, with a code to the new number.
      expect(within(section).getByRole('button', { name: PHONE_UI_TEXT.changePhone })).toBeTruthy();
      expect(api.calls.find((c) => c.path === '/api/auth/phone-number/verify')?.body).toEqual({
        phoneNumber: '+8801711000000',
        code: '123456',
        updatePhoneNumber: true,
      });
    });

    it('says so when another account has the number', async () => {
      api.on('POST /api/auth/phone-number/verify', authError(400, 'Phone number already exists', 'PHONE_NUMBER_EXIST'));
      render();
      const section = await screen.findByRole('region', { name: PHONE_UI_TEXT.phoneSection });
      await userEvent.click(within(section).getByRole('button', { name: PHONE_UI_TEXT.addPhone }));
      await userEvent.type(within(section).getByLabelText(PHONE_UI_TEXT.phoneLabel), '01711000000');
      await userEvent.click(within(section).getByRole('button', { name: PHONE_UI_TEXT.sendCode }));
      await userEvent.type(await within(section).findByLabelText(PHONE_UI_TEXT.codeLabel), '123456');
      await userEvent.click(within(section).getByRole('button', { name: PHONE_UI_TEXT.savePhone }));
      expect((await within(section).findByRole('alert')).textContent).toBe(
        locale === 'en' ? 'Phone number already exists' : PHONE_UI_TEXT.phoneTaken,
      );
    });
  });

  describe('a phone account', () => {
    beforeEach(() => {
      localStorage.setItem('accessToken', aToken(PHONE_EMAIL));
      api = stubApi({
        'GET /api/auth/get-session': { user: PHONE_USER },
        'GET /api/myprofil/:email': [aProfile({ email: PHONE_EMAIL, name: 'Rahim Uddin' })],
        'PUT /api/user/:email': ({ params }) => ({ token: aToken(params.email ?? '') }),
        'POST /api/auth/change-email': {},
      });
    });

    it('shows its number, never the placeholder email, and adds an email by a link', async () => {
      const { container } = render();
      const section = await screen.findByRole('region', { name: PHONE_UI_TEXT.emailSection });
      expect(screen.getAllByText('01711-000000').length).toBeGreaterThan(0);
      expect(screen.getByRole('textbox', { name: PHONE_UI_TEXT.phoneLabel })).toHaveProperty('value', '01711-000000');
      expect(container.innerHTML).not.toContain('phone.invalid');
      const phone = screen.getByRole('region', { name: PHONE_UI_TEXT.phoneSection });
      expect(within(phone).getByText('01711-000000')).toBeTruthy();
      expect(within(phone).getByRole('button', { name: PHONE_UI_TEXT.changePhone })).toBeTruthy();
      if (locale === 'bn') expect(englishLeft(container, [enPhoneUi])).toEqual([]);

      await userEvent.type(within(section).getByLabelText(PHONE_UI_TEXT.emailLabel), 'rahim@example.com');
      await userEvent.click(within(section).getByRole('button', { name: PHONE_UI_TEXT.addEmail }));
      expect((await within(section).findByRole('status')).textContent).toBe(
        PHONE_UI_TEXT.emailLinkSent({ email: 'rahim@example.com' }),
      );
      const call = api.calls.find((c) => c.path === '/api/auth/change-email');
      expect(call?.body).toEqual({
        newEmail: 'rahim@example.com',
        callbackURL: locale === 'bn' ? '/bn/dashboard' : '/dashboard',
      });
    });
  });
});
