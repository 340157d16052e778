import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
