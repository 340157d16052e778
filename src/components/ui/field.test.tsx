import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { TextInput } from './text-input';
import { Textarea } from './textarea';

describe('Field', () => {
  it('puts the error on one line under the control, left-aligned, and wires it to the control', () => {
    render(
      <Field label="Full name" id="full-name" error="Name is required" required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText(/Full name/);
    expect(input).toHaveAttribute('id', 'full-name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');

    const error = screen.getByText('Name is required');
    expect(error.id).toBeTruthy();
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(input).toHaveAccessibleDescription('Name is required');

    // No error text on the label's row.
    const labelRow = screen.getByText('Full name').closest('[data-slot="field-label-row"]');
    expect(labelRow).not.toBeNull();
    expect(labelRow).not.toContainElement(error);
    expect(labelRow).not.toHaveTextContent('Name is required');
    // The error comes after the control, as the field's last line, left-aligned.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(error.parentElement).toHaveAttribute('data-slot', 'field');
    expect(error.parentElement?.lastElementChild).toBe(error);
    expect(error).toHaveClass('text-left');
    expect(error).not.toHaveClass('text-right');
  });

  it('shows the error in place of the hint, and the hint again once the error is gone', () => {
    const { rerender } = render(
      <Field label="Phone" id="phone" hint="e.g. 0803 123 4567" error="Enter a valid Nigerian phone number">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText('Phone');
    expect(screen.queryByText('e.g. 0803 123 4567')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Enter a valid Nigerian phone number');
    expect(input.getAttribute('aria-describedby')).toBe('phone-error');

    rerender(
      <Field label="Phone" id="phone" hint="e.g. 0803 123 4567">
        <TextInput />
      </Field>,
    );
    expect(screen.queryByText('Enter a valid Nigerian phone number')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('e.g. 0803 123 4567');
    expect(input.getAttribute('aria-describedby')).toBe('phone-hint');
  });

  it('has no error element and no aria-invalid without an error', () => {
    render(
      <Field label="Email" htmlFor="email" hint="We send receipts here">
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We send receipts here');
    expect(document.querySelector('[data-slot="field-error"]')).toBeNull();
  });

  it('combines the error (not the hidden hint) with the control’s own description', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <Field label="Notes" error="Too long" hint="Up to 200 characters">
          <Textarea aria-describedby="extra" />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('Too long Extra');
    expect(screen.queryByText('Up to 200 characters')).not.toBeInTheDocument();
  });

  it('passes wiring to a render function for third-party controls', () => {
    render(
      <Field label="Code" id="code" error="Wrong code">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wrong code');
  });

  it('generates an id when none is given', () => {
    render(
      <Field label="Generated">
        <TextInput />
      </Field>,
    );
    expect(screen.getByLabelText('Generated').id).toMatch(/^field-/);
  });
});
