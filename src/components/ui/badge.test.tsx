import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('styles each status differently and lets classes override', () => {
    render(
      <>
        <Badge variant="success">Paid</Badge>
        <Badge variant="danger">Overdue</Badge>
        <Badge className="px-4">Draft</Badge>
      </>,
    );
    expect(screen.getByText('Paid')).toHaveClass('bg-success-soft');
    expect(screen.getByText('Overdue')).toHaveClass('bg-destructive-soft');
    expect(screen.getByText('Overdue')).not.toHaveClass('bg-success-soft');
    const draft = screen.getByText('Draft');
    expect(draft).toHaveAttribute('data-variant', 'neutral');
    expect(draft).toHaveClass('px-4');
    expect(draft).not.toHaveClass('px-2');
  });
});
