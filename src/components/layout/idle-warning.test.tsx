import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdleWarning } from './idle-warning';

describe('IdleWarning', () => {
  it('is hidden while the user is active', () => {
    render(<IdleWarning remainingMs={null} onStay={vi.fn()} onSignOut={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns with the seconds left, focuses "Stay signed in" and lets the user stay or leave', async () => {
    const onStay = vi.fn();
    const onSignOut = vi.fn();
    const user = userEvent.setup();
    render(<IdleWarning remainingMs={42_300} onStay={onStay} onSignOut={onSignOut} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription("For your security you'll be signed out in 43 seconds.");
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onStay).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
