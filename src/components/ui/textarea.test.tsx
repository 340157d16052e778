import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('is labelled by its Field, marked invalid with the error, and takes typing', async () => {
    const onChange = vi.fn();
    render(
      <Field label="Description" id="desc" error="Too short" required>
        <Textarea
          onChange={(e) => {
            onChange(e.target.value);
          }}
        />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: /Description/ });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('aria-required', 'true');
    expect(textarea).toHaveAccessibleDescription('Too short');
    await userEvent.type(textarea, 'Hi');
    expect(onChange).toHaveBeenLastCalledWith('Hi');
  });

  it('is disabled when its Field is', () => {
    render(
      <Field label="Locked" disabled>
        <Textarea />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });
});
