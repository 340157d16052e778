import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './label';

describe('Label', () => {
  it('labels its control and clicking it focuses the control', async () => {
    render(
      <>
        <Label htmlFor="n">Name</Label>
        <input id="n" />
      </>,
    );
    await userEvent.click(screen.getByText('Name'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('shows a required marker hidden from screen readers', () => {
    render(
      <>
        <Label htmlFor="e" required>
          Email
        </Label>
        <input id="e" />
      </>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox')).toHaveAccessibleName('Email');
  });

  it('is a native label carrying its classes and props', () => {
    render(
      <Label htmlFor="x" className="extra" title="Hint">
        Name
      </Label>,
    );
    const label = screen.getByText('Name');
    expect(label.tagName).toBe('LABEL');
    expect(label).toHaveClass('text-sm', 'select-none', 'extra');
    expect(label).toHaveAttribute('data-slot', 'label');
    expect(label).toHaveAttribute('title', 'Hint');
  });

  it('does not select its text on a double click, but leaves a wrapped control alone', () => {
    const onMouseDown = vi.fn();
    render(
      <Label onMouseDown={onMouseDown}>
        Agree <input type="checkbox" />
      </Label>,
    );
    const press = (target: Element, detail: number) => {
      const event = createEvent.mouseDown(target, { detail });
      fireEvent(target, event);
      return event.defaultPrevented;
    };
    const label = screen.getByText(/Agree/);
    expect(press(label, 1)).toBe(false);
    expect(press(label, 2)).toBe(true);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
    expect(press(screen.getByRole('checkbox'), 2)).toBe(false);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
  });
});
