import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, ensureChecked, renderForm, type FormUnderTest } from '@/test/form-faults';
import { TEST_BUSINESS_WITH_SHOP, renderWithApp } from '@/test/render';
import type { Member } from '../schemas/member.schema';
import { MemberFormModal } from './member-form-modal';

const MEMBERS = '/business/v1/{businessId}/tools/members/';
const ROLES = '/business/v1/{businessId}/tools/roles/';

function memberNamed(first_name: string): Member {
  return {
    id: 601,
    first_name,
    last_name: 'Bakare',
    phone_number: null,
    email: 'tunde@adaeze.ng',
    locations: [{ id: 21, name: 'Balogun shop' }],
    role: null,
    active: true,
    created_at: '2026-01-16T09:00:00Z',
    updated_at: '2026-06-01T12:00:00Z',
    profile_image: null,
  };
}

function stubMembers() {
  return stubApi()
    .on('get', ROLES, { status: 200, body: [] })
    .on('post', MEMBERS, ({ body }) => ({
      status: 201,
      body: { ...memberNamed(body.first_name), ...body, locations: [{ id: 21, name: 'Balogun shop' }], role: null },
    }));
}

const options = { business: TEST_BUSINESS_WITH_SHOP };

describeFormFaults({
  render: () =>
    renderForm(stubMembers(), (onSaved) => <MemberFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />, options),
  method: 'post',
  path: MEMBERS,
  submit: 'Add staff member',
  values: { 'First name': 'Funke', 'Last name': 'Adeyemi', Email: 'funke@adaeze.ng', 'Phone number': '+2348051234567' },
  async complete({ user, dialog }: FormUnderTest) {
    await ensureChecked(user, within(dialog).getByRole('checkbox', { name: 'Balogun shop' }));
  },
  free: {
    'First name': { key: 'first_name', max: 100 },
    'Last name': { key: 'last_name', max: 100 },
  },
  edit(text: string) {
    stubMembers();
    renderWithApp(<MemberFormModal open onOpenChange={vi.fn()} member={memberNamed(text)} />, options);
    return { heading: `Edit ${`${text} Bakare`.trim()}` };
  },
});
