import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTheme } from './theme';
import { Toaster, toast } from './toaster';

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('Toaster', () => {
  it('shows toasts at the top centre with a close button', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Customer saved');
    });
    expect(await screen.findByText('Customer saved')).toBeInTheDocument();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
    expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-rich-colors', 'true');
    const close = screen.getByRole('button', { name: /close/i });
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByText('Customer saved')).not.toBeInTheDocument());
  });

  it('follows the app theme', async () => {
    render(<Toaster />);
    act(() => {
      toast('Hello');
    });
    await screen.findByText('Hello');
    const list = () => document.querySelector('[data-sonner-toaster]');
    expect(list()).toHaveAttribute('data-sonner-theme', 'light');
    act(() => setTheme('dark'));
    expect(list()).toHaveAttribute('data-sonner-theme', 'dark');
  });

  it('keeps toasts asked for before it has loaded and shows them once it has', async () => {
    toast.error('First problem');
    toast.success('Then good news');
    render(<Toaster />);
    expect(await screen.findByText('First problem')).toBeInTheDocument();
    expect(screen.getByText('Then good news')).toBeInTheDocument();
  });
});
