import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, isIsoDate, toIsoDate } from './date-picker';
import { Field } from './field';

describe('DatePicker', () => {
  it('is a date input labelled by its Field with year-month-day in and out', () => {
    const onChange = vi.fn();
    render(
      <Field label="Sale date" id="sale-date">
        <DatePicker value="2024-05-01" onChange={onChange} min="2024-01-01" max="2024-12-31" />
      </Field>,
    );
    const input = screen.getByLabelText('Sale date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2024-05-01');
    expect(input).toHaveAttribute('min', '2024-01-01');
    expect(input).toHaveAttribute('max', '2024-12-31');
    fireEvent.change(input, { target: { value: '2024-06-15' } });
    expect(onChange).toHaveBeenCalledWith('2024-06-15');
  });

  it('reports a cleared date as an empty string', () => {
    const onChange = vi.fn();
    render(<DatePicker aria-label="Date" value="2024-05-01" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('shows nothing for a value that is not year-month-day', () => {
    render(<DatePicker aria-label="Date" value="01/05/2024" onChange={() => {}} min="bad" />);
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByLabelText('Date')).not.toHaveAttribute('min');
  });
});

describe('date helpers', () => {
  it('validates real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
  });

  it('formats a local date without shifting the day', () => {
    expect(toIsoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});
