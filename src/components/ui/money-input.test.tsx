import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input';

function Controlled({
  initial = '',
  onValue,
  ...props
}: {
  initial?: string;
  onValue?: (v: string) => void;
  currency?: string;
  allowNegative?: boolean;
  groupOnBlur?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MoneyInput
        aria-label="Amount"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        {...props}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('accepts digits and one dot, emitting decimal strings', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '1500.50');
    expect(screen.getByTestId('value')).toHaveTextContent('1500.50');
    for (const call of onValue.mock.calls) expect(typeof call[0]).toBe('string');
  });

  it('rejects letters', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '12a');
    expect(input).toHaveValue('12');
    expect(onValue).toHaveBeenCalledTimes(2);
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/a/));
  });

  it('rejects a third decimal and a second dot', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '9.999');
    expect(input).toHaveValue('9.99');
    await userEvent.type(input, '.');
    expect(input).toHaveValue('9.99');
    expect(screen.getByTestId('value')).toHaveTextContent(/^9\.99$/);
  });

  it('rejects a minus sign unless negatives are allowed', async () => {
    const { unmount } = render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '-5');
    expect(screen.getByTestId('value')).toHaveTextContent(/^5$/);
    unmount();
    render(<Controlled allowNegative />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '-5');
    expect(screen.getByTestId('value')).toHaveTextContent(/^-5$/);
  });

  it('drops pasted grouping commas and turns ".5" into "0.5"', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '1,234,567.8' } });
    expect(screen.getByTestId('value')).toHaveTextContent('1234567.8');
    fireEvent.change(input, { target: { value: '.5' } });
    expect(screen.getByTestId('value')).toHaveTextContent(/^0\.5$/);
  });

  it('shows grouping separators only when not focused, and trims a trailing dot on blur', async () => {
    render(<Controlled initial="1234567.5" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('1,234,567.5');
    await userEvent.click(input);
    expect(input).toHaveValue('1234567.5');
    await userEvent.type(input, '0');
    await userEvent.tab();
    expect(input).toHaveValue('1,234,567.50');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1234567\.50$/);

    await userEvent.clear(input);
    await userEvent.type(input, '12.');
    await userEvent.tab();
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/);
  });

  it('keeps a select-all made as the field takes focus, so typing replaces the amount (not appended and refused)', async () => {
    render(<Controlled initial="9000.00" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    expect(input).toHaveValue('9,000.00');
    // As Tab does, or Playwright's fill: focus, then everything selected, before React re-renders.
    act(() => {
      input.focus();
      input.select();
    });
    expect(input).toHaveValue('9000.00');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);
    await userEvent.keyboard('2710');
    expect(screen.getByTestId('value')).toHaveTextContent(/^2710$/);
  });

  it('can keep the raw value on blur', () => {
    render(<Controlled initial="1234" groupOnBlur={false} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1234');
  });

  it('shows the currency symbol as a hidden prefix and names the currency for screen readers', () => {
    render(<Controlled currency="NGN" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('₦')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAccessibleDescription(/naira/i);
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });
});
