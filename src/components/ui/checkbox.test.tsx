import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Field } from './field';

describe('Checkbox', () => {
  it('toggles by click on itself or its label, and carries the Field error', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Field label="Accept terms" id="terms" error="You must accept the terms">
        <Checkbox onCheckedChange={onCheckedChange} />
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'Accept terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms');
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Accept terms'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the mixed state', () => {
    render(<Checkbox aria-label="All rows" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All rows' })).toHaveAttribute('aria-checked', 'mixed');
  });
});
