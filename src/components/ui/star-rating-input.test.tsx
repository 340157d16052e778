import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StarRatingInput } from './star-rating-input';

function Controlled({ initial = null, onChange = vi.fn() }: { initial?: number | null; onChange?: (n: number) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button">before</button>
      <StarRatingInput
        label="Rating"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

const checked = () => screen.getAllByRole('radio').findIndex((radio) => radio.getAttribute('aria-checked') === 'true') + 1;

describe('StarRatingInput', () => {
  it('is a labelled radio group of five stars with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(checked()).toBe(0);
  });

  it('arrows move and choose (wrapping), Home and End choose the ends, Space chooses the focused star', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    await user.keyboard(' ');
    expect(checked()).toBe(1);
    await user.keyboard('{ArrowRight}');
    expect(checked()).toBe(2);
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(checked()).toBe(4);
    await user.keyboard('{End}');
    expect(checked()).toBe(5);
    await user.keyboard('{ArrowRight}');
    expect(checked()).toBe(1);
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toBe(5);
    await user.keyboard('{Home}');
    expect(checked()).toBe(1);
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(checked()).toBe(5);
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('the chosen star is the tab stop; a click chooses', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3} />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(checked()).toBe(4);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('ties its error to the group', () => {
    render(<StarRatingInput label="Rating" value={null} onChange={vi.fn()} error="Choose a rating" required />);
    const group = screen.getByRole('radiogroup', { name: /Rating/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a rating');
  });
});
