import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Membership } from '@/features/business';
import { stubApi } from '@/test/api-stub';
import { TEST_BUSINESS } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import type { Member } from '../schemas/member.schema';
import { MemberRecordPage } from './member-record-page';

const LIST = '/business/v1/{businessId}/tools/members/';
const ITEM = '/business/v1/{businessId}/tools/members/{id}';

const member = (id: number, first: string, fields: Partial<Member> = {}): Member => ({
  id,
  first_name: first,
  last_name: 'Bakare',
  phone_number: '+2348051234567',
  email: `${first.toLowerCase()}@adaeze.ng`,
  locations: [{ id: 21, name: 'Balogun Market Shop' }],
  role: { id: 72, name: 'Store manager' },
  active: true,
  created_at: '2026-01-16T09:00:00Z',
  updated_at: '2026-06-01T12:00:00Z',
  profile_image: null,
  ...fields,
});

/** A manager (member 7) who may view, edit and remove staff (141-144) and view locations (116). */
const MANAGER: Membership = {
  business_id: 12,
  member_id: 7,
  is_owner: false,
  role: { id: 72, name: 'Store manager' },
  permissions: [141, 142, 143, 144, 116],
};

function backend(rows: Member[]) {
  return stubApi()
    .on('get', LIST, { status: 200, body: { count: rows.length, next: null, previous: null, results: rows } })
    .on('patch', ITEM, ({ params, body }) => ({
      status: 200,
      body: { ...rows.find((row) => row.id === Number(params.id))!, active: body.active ?? true },
    }));
}

function renderPage(id: string, membership: Membership = MANAGER) {
  const onLeave = vi.fn();
  const result = renderWithApp(<MemberRecordPage id={id} search={{}} onLeave={onLeave} />, {
    routerPath: `/b/12/staff/${id}`,
    membership,
    business: TEST_BUSINESS,
  });
  return { ...result, onLeave };
}

describe('MemberRecordPage', () => {
  it('shows the role, the locations as links and the number in the national format', async () => {
    backend([member(3, 'Tunde'), member(7, 'Funke')]);
    renderPage('3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeInTheDocument();
    const work = screen.getByRole('region', { name: 'Work' });
    expect(within(work).getByText('Store manager')).toBeInTheDocument();
    expect(within(work).getByRole('link', { name: 'Balogun Market Shop' })).toHaveAttribute('href', '/b/12/locations/21');
    expect(within(screen.getByRole('region', { name: 'Contact' })).getByText('0805 123 4567')).toBeInTheDocument();
  });

  it('deactivates after asking, with the staff wording, and goes back to the list', async () => {
    const api = backend([member(3, 'Tunde')]);
    const { user, onLeave } = renderPage('3');
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate “Tunde Bakare”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(api.calls('patch', ITEM).map((call) => call.body)).toEqual([{ active: false }]);
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('never offers a member to deactivate themselves, and says why', async () => {
    backend([member(7, 'Funke')]);
    renderPage('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Funke Bakare' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.getByText("You can't deactivate yourself.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('offers Reactivate on a deactivated member', async () => {
    backend([member(3, 'Tunde', { active: false })]);
    renderPage('3');
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("says 'not found' for a member the business doesn't have", async () => {
    backend([member(3, 'Tunde')]);
    renderPage('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff member not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', expect.stringMatching(/^\/b\/12\/staff/));
  });
});
