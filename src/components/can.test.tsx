import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembershipProvider } from '@/lib/permissions';
import { Can } from './can';

const attendant = { is_owner: false, permissions: [93, 96] };

describe('<Can>', () => {
  it('renders its children only when the membership allows the action', () => {
    render(
      <MembershipProvider membership={attendant}>
        <Can resource="customers" action="create">
          <button type="button">New customer</button>
        </Can>
        <Can resource="customers" action="remove" fallback={<span>Ask the owner to remove customers</span>}>
          <button type="button">Remove customer</button>
        </Can>
      </MembershipProvider>,
    );
    expect(screen.getByRole('button', { name: 'New customer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove customer' })).not.toBeInTheDocument();
    expect(screen.getByText('Ask the owner to remove customers')).toBeInTheDocument();
  });

  it('allows the owner everything and nobody outside a business', () => {
    render(
      <>
        <Can resource="debtors" action="remove" membership={{ is_owner: true, permissions: [] }}>
          <span>owner</span>
        </Can>
        <Can resource="debtors" action="view">
          <span>no business</span>
        </Can>
      </>,
    );
    expect(screen.getByText('owner')).toBeInTheDocument();
    expect(screen.queryByText('no business')).not.toBeInTheDocument();
  });
});
