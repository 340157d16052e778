import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Bound({ onChange, initial }: { onChange: (value: string | undefined) => void; initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <SearchBox
        label="Search customers"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('from a link')}>
        Follow link
      </button>
    </>
  );
}

describe('SearchBox', () => {
  it('sends the trimmed text after a 300 ms pause, undefined when blank', () => {
    const onChange = vi.fn();
    render(<Bound onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(box, { target: { value: ' ada' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: ' ada ob ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ada ob');
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('sends at once on Enter, and Escape clears', () => {
    const onChange = vi.fn();
    render(<Bound onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(box, { target: { value: 'bola' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('bola');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('follows a URL change made elsewhere (Back, a link)', () => {
    render(<Bound onChange={vi.fn()} initial="ada" />);
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    expect(box).toHaveValue('ada');
    fireEvent.click(screen.getByRole('button', { name: 'Follow link' }));
    expect(box).toHaveValue('from a link');
  });

  it('keeps typing that is newer than its own change arriving in the URL', () => {
    const onChange = vi.fn();
    render(<Bound onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(box, { target: { value: 'ad' } });
    act(() => vi.advanceTimersByTime(300));
    // The URL now says 'ad' while the user has typed on.
    fireEvent.change(box, { target: { value: 'ada' } });
    expect(box).toHaveValue('ada');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith('ada');
  });
});
