import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { TextInput } from './text-input';
import { Textarea } from './textarea';

describe('Field', () => {
  it('puts the error in the label row, top right, and wires it to the control', () => {
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

    const labelRow = error.parentElement;
    expect(labelRow).toHaveAttribute('data-slot', 'field-label-row');
    expect(labelRow).toContainElement(screen.getByText('Full name'));
    // label first (left), error last (right)
    expect(labelRow?.firstElementChild?.tagName).toBe('LABEL');
    expect(labelRow?.lastElementChild).toBe(error);
    expect(error).toHaveClass('text-right');
    // the control comes after the label row
    expect(labelRow?.compareDocumentPosition(input) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
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

  it('combines the error, the hint and the control’s own description', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <Field label="Notes" error="Too long" hint="Up to 200 characters">
          <Textarea aria-describedby="extra" />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('Too long Up to 200 characters Extra');
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
