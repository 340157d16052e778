import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { PinInput } from './pin-input';

function Controlled({ onComplete, length, mask }: { onComplete?: (v: string) => void; length?: number; mask?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PinInput label="One-time code" value={value} onChange={setValue} onComplete={onComplete} length={length} mask={mask} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number, of = 6) => screen.getByRole('textbox', { name: `Digit ${n} of ${of}` });
const value = () => screen.getByTestId('value').textContent;

describe('PinInput', () => {
  it('renders 6 labelled boxes by default inside a named group', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(6)).toBeInTheDocument();
  });

  it('typing fills one digit per box and advances focus', async () => {
    render(<Controlled />);
    await userEvent.click(box(1));
    await userEvent.keyboard('123');
    expect(value()).toBe('123');
    expect(box(1)).toHaveValue('1');
    expect(box(3)).toHaveValue('3');
    expect(box(4)).toHaveFocus();
  });

  it('ignores non-digits', async () => {
    render(<Controlled />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a1-b2 ');
    expect(value()).toBe('12');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
  });

  it('paste fills the boxes from the first, digits only, and completes', async () => {
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} />);
    await userEvent.click(box(1));
    await userEvent.paste('12-34 56');
    expect(value()).toBe('123456');
    expect(box(6)).toHaveValue('6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('paste into a later box still fills from the first and truncates to the length', () => {
    render(<Controlled length={4} />);
    fireEvent.paste(box(3, 4), { clipboardData: { getData: () => '987654' } });
    expect(value()).toBe('9876');
    expect(box(1, 4)).toHaveValue('9');
  });

  it('Backspace on an empty box moves back and clears the previous digit', async () => {
    render(<Controlled />);
    await userEvent.click(box(1));
    await userEvent.keyboard('123');
    expect(box(4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(box(2)).toHaveFocus();
  });

  it('Backspace on a filled box clears it and stays', async () => {
    render(<Controlled />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    await userEvent.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(box(2)).toHaveFocus();
  });

  it('arrow keys move between boxes but not past the first empty one', async () => {
    render(<Controlled />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
  });

  it('clicking past the first empty box lands on it', async () => {
    render(<Controlled />);
    await userEvent.click(box(5));
    expect(box(1)).toHaveFocus();
  });

  it('typing over a filled box replaces its digit', async () => {
    render(<Controlled />);
    await userEvent.click(box(1));
    await userEvent.keyboard('123');
    await userEvent.click(box(2));
    await userEvent.keyboard('9');
    expect(value()).toBe('193');
  });

  it('fires onComplete once the last box is typed', async () => {
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} length={4} />);
    await userEvent.click(box(1, 4));
    await userEvent.keyboard('123');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('4');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('masks digits when asked', () => {
    render(<Controlled mask />);
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(6);
  });

  it('takes its group name and error from a Field', () => {
    render(
      <Field label="Transaction PIN" id="pin" error="Wrong PIN">
        <PinInput value="" onChange={() => {}} length={4} />
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Transaction PIN' })).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 4' });
    expect(first).toHaveAttribute('id', 'pin');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Wrong PIN');
  });
});
