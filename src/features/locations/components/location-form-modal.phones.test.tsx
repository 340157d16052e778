import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { TEST_BUSINESS } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import type { Location } from '../schemas/location.schema';
import { LocationFormModal } from './location-form-modal';

const LOCATION = '/business/v1/{businessId}/tools/locations/{id}';
const DOLLAR = { ...TEST_BUSINESS, currency: 'USD' };

const location = (phone: string): Location => ({
  id: 40,
  name: 'Bissonnet Kitchen',
  address: '9700 Bissonnet St, Houston, TX 77036',
  phone_number: phone,
  active: true,
  created_at: '2026-01-10T09:00:00Z',
});

describe('location form: phone numbers in the business’s country', () => {
  it.each([
    ['NGN', TEST_BUSINESS, '08034561290', '0803 456 1290', '01 271 0000', '+23412710000'],
    ['USD', DOLLAR, '+17135550123', '(713) 555-0123', '713-555-0199', '+17135550199'],
  ] as const)(
    'an %s business edits its stored number in national format and saves E.164',
    async (_, business, stored, shown, typed, e164) => {
      const stub = stubApi().on('put', LOCATION, ({ body }) => ({ status: 200, body: { ...location(''), ...body } }));
      const { user } = renderWithApp(<LocationFormModal open onOpenChange={vi.fn()} location={location(stored)} />, { business });
      const dialog = await screen.findByRole('dialog', { name: 'Edit location' });
      const phone = within(dialog).getByRole('textbox', { name: /^Phone number/ });
      expect(phone).toHaveValue(shown);
      await user.clear(phone);
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await within(dialog).findByText('Phone number is required')).toBeInTheDocument();
      await user.type(phone, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(stub.calls('put', LOCATION)).toHaveLength(1));
      expect(stub.calls('put', LOCATION)[0]?.body).toMatchObject({ phone_number: e164 });
    },
  );
});
