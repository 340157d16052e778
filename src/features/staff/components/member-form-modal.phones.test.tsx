import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { TEST_BUSINESS_WITH_SHOP, renderWithApp } from '@/test/render';
import type { Member } from '../schemas/member.schema';
import { MemberFormModal } from './member-form-modal';

const ROLES = '/business/v1/{businessId}/tools/roles/';
const MEMBER_PATH = '/business/v1/{businessId}/tools/members/{id}';

const member = (phone: string | null): Member => ({
  id: 601,
  first_name: 'Tunde',
  last_name: 'Bakare',
  phone_number: phone,
  email: 'tunde@adaeze.ng',
  locations: [{ id: 21, name: 'Balogun shop' }],
  role: null,
  active: true,
  created_at: '2026-01-16T09:00:00Z',
  updated_at: '2026-06-01T12:00:00Z',
  profile_image: null,
});

describe('staff member form: phone numbers in the business’s country', () => {
  it.each([
    ['NGN', '+2348051234567', '0805 123 4567', '0805 123 4568', '+2348051234568'],
    ['USD', '+17135550301', '(713) 555-0301', '(281) 555-0304', '+12815550304'],
  ] as const)(
    'an %s business edits the number in national format and saves E.164',
    async (currency, stored, shown, typed, e164) => {
      const stub = stubApi()
        .on('get', ROLES, { status: 200, body: [] })
        .on('put', MEMBER_PATH, ({ body }) => ({
          status: 200,
          body: { ...member(null), ...body, locations: member(null).locations, role: null },
        }));
      const { user } = renderWithApp(<MemberFormModal open onOpenChange={vi.fn()} member={member(stored)} />, {
        business: { ...TEST_BUSINESS_WITH_SHOP, currency },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Edit Tunde Bakare' });
      const phone = within(dialog).getByRole('textbox', { name: /^Phone number/ });
      expect(phone).toHaveValue(shown);
      await user.clear(phone);
      await user.type(phone, '12');
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(
        await within(dialog).findByText(
          currency === 'USD'
            ? 'Enter a valid US phone number, e.g. (555) 123-4567'
            : 'Enter a valid Nigerian phone number, e.g. 0803 123 4567',
        ),
      ).toBeInTheDocument();
      await user.clear(phone);
      await user.type(phone, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(stub.calls('put', MEMBER_PATH)).toHaveLength(1));
      expect(stub.calls('put', MEMBER_PATH)[0]?.body).toMatchObject({ phone_number: e164 });
    },
  );
});
