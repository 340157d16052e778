import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, description and a working create action', async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        title="No invoices yet"
        description="Create your first invoice to get paid."
        action={<Button onClick={onCreate}>Create invoice</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first invoice to get paid.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('can drop the icon', () => {
    const { container } = render(<EmptyState title="Empty" icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
