import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './form';

describe('Form', () => {
  it('turns off native validation and autocomplete, even if asked otherwise', () => {
    render(
      <Form aria-label="Customer" autoComplete="on" noValidate={false}>
        <input required aria-label="Name" />
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Customer' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveAttribute('autocomplete', 'off');
  });

  it('submits although a required input is empty (validation is done in code)', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form aria-label="Customer" onSubmit={onSubmit}>
        <input required aria-label="Name" />
      </Form>,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Customer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
