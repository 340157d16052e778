import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { StatusBadge } from './status-badge';
import { INVOICE_STATUS } from '@/lib/statuses/sales';
import { TRANSFER_STATUS } from '@/lib/statuses/banking';
import { TICKET_STATUS } from '@/lib/statuses/support';
import { DISPUTE_STATUS, ORDER_STATUS } from '@/lib/statuses/marketplace';

describe('StatusBadge', () => {
  it('draws a status with its tone and human label', () => {
    render(
      <>
        <StatusBadge vocabulary={INVOICE_STATUS} status="partially_paid" />
        <StatusBadge vocabulary={TRANSFER_STATUS} status="successful" />
        <StatusBadge vocabulary={INVOICE_STATUS} status="overdue" />
        <StatusBadge vocabulary={TICKET_STATUS} status="open" />
      </>,
    );
    expect(screen.getByText('Partly paid')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByText('Successful')).toHaveClass('bg-success-soft');
    expect(screen.getByText('Overdue')).toHaveClass('bg-destructive-soft');
    expect(screen.getByText('Open')).toHaveAttribute('data-variant', 'info');
  });

  it('shows an unknown status humanised in a neutral badge', () => {
    render(<StatusBadge vocabulary={ORDER_STATUS} status="awaiting_pickup" />);
    const badge = screen.getByText('Awaiting pickup');
    expect(badge).toHaveAttribute('data-variant', 'neutral');
    expect(badge).toHaveAttribute('data-status', 'awaiting_pickup');
  });

  it('renders a hostile status as text', () => {
    for (const { value: hostile } of HOSTILE_STRINGS) {
      const { container, unmount } = render(<StatusBadge vocabulary={DISPUTE_STATUS} status={hostile} />);
      expect(container.querySelector('img, script, b, svg, iframe, [data-pwned]')).toBeNull();
      expect(container.querySelector('[data-slot="badge"]')).toHaveAttribute('data-tone', 'neutral');
      unmount();
    }
  });
});
