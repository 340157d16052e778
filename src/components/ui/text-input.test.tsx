import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('shows a currency prefix inside the field, hidden from screen readers', () => {
    render(<TextInput aria-label="Amount" currencyPrefix="₦" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    const prefix = screen.getByText('₦');
    expect(prefix).toHaveAttribute('aria-hidden', 'true');
    expect(prefix.parentElement).toBe(input.parentElement);
    expect(input.style.paddingLeft).toContain('1ch');
    expect(input).toHaveAccessibleName('Amount');
  });

  it('renders a bare input without a prefix', () => {
    render(<TextInput aria-label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).parentElement?.getAttribute('data-slot')).not.toBe('text-input-group');
  });

  it('is a controlled input passing typed text through', async () => {
    function Wrapper() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextInput aria-label="Name" value={value} onChange={(e) => setValue(e.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Wrapper />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(screen.getByRole('status')).toHaveTextContent('Ada');
  });

  it('keeps its own aria-invalid outside a Field', () => {
    render(<TextInput aria-label="Bad" aria-invalid />);
    expect(screen.getByRole('textbox', { name: 'Bad' })).toHaveAttribute('aria-invalid', 'true');
  });
});
