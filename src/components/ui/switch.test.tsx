import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a labelled switch toggled by click and Space', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Field label="Published" id="published">
        <Switch onCheckedChange={onCheckedChange} />
      </Field>,
    );
    const sw = screen.getByRole('switch', { name: 'Published' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    expect(sw).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(sw).toHaveAttribute('aria-checked', 'false');
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Active" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
