import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembershipProvider, useCan, useMembership } from './context';
import type { Action, Resource } from './permissions';

function Probe({ resource, action }: { resource: Resource; action: Action }) {
  const allowed = useCan(resource, action);
  const membership = useMembership();
  return (
    <p>
      {String(allowed)} {membership ? 'member' : 'no business'}
    </p>
  );
}

describe('useCan', () => {
  it('allows what the role holds and refuses the rest', () => {
    render(
      <MembershipProvider membership={{ is_owner: false, permissions: [100] }}>
        <Probe resource="expense" action="view" />
        <Probe resource="expense" action="remove" />
      </MembershipProvider>,
    );
    expect(screen.getByText('true member')).toBeInTheDocument();
    expect(screen.getByText('false member')).toBeInTheDocument();
  });

  it('allows the owner everything and nobody outside a business', () => {
    const { unmount } = render(
      <MembershipProvider membership={{ is_owner: true, permissions: [] }}>
        <Probe resource="debtors" action="remove" />
      </MembershipProvider>,
    );
    expect(screen.getByText('true member')).toBeInTheDocument();
    unmount();
    render(<Probe resource="debtors" action="view" />);
    expect(screen.getByText('false no business')).toBeInTheDocument();
  });
});
