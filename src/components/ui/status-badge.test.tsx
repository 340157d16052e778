import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('draws a status with its tone and human label', () => {
    render(
      <>
        <StatusBadge kind="invoice" status="partially_paid" />
        <StatusBadge kind="transfer" status="successful" />
        <StatusBadge kind="invoice" status="overdue" />
        <StatusBadge kind="ticket" status="open" />
      </>,
    );
    expect(screen.getByText('Partly paid')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByText('Successful')).toHaveClass('bg-success-soft');
    expect(screen.getByText('Overdue')).toHaveClass('bg-destructive-soft');
    expect(screen.getByText('Open')).toHaveAttribute('data-variant', 'info');
  });

  it('shows an unknown status humanised in a neutral badge', () => {
    render(<StatusBadge kind="order" status="awaiting_pickup" />);
    const badge = screen.getByText('Awaiting pickup');
    expect(badge).toHaveAttribute('data-variant', 'neutral');
    expect(badge).toHaveAttribute('data-status', 'awaiting_pickup');
  });

  it('renders a hostile status as text', () => {
    for (const { value: hostile } of HOSTILE_STRINGS) {
      const { container, unmount } = render(<StatusBadge kind="dispute" status={hostile} />);
      expect(container.querySelector('img, script, b, svg, iframe, [data-pwned]')).toBeNull();
      expect(container.querySelector('[data-slot="badge"]')).toHaveAttribute('data-tone', 'neutral');
      unmount();
    }
  });
});
