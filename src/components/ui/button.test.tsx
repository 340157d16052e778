import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('gives each variant its own classes', () => {
    const variants = ['primary', 'secondary', 'tertiary', 'destructive', 'outlined', 'danger'] as const;
    const classes = variants.map((variant) => buttonVariants({ variant }));
    expect(new Set(classes).size).toBe(variants.length);

    render(
      <>
        <Button variant="primary">Save</Button>
        <Button variant="danger">Delete</Button>
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(save).toHaveClass('bg-primary');
    expect(del).toHaveClass('text-destructive', 'border-destructive');
    expect(del).not.toHaveClass('bg-primary');
    expect(save).toHaveAttribute('data-variant', 'primary');
  });

  it('applies sizes and full width', () => {
    render(
      <>
        <Button size="sm">Small</Button>
        <Button size="lg" fullWidth>
          Large
        </Button>
      </>,
    );
    // 44 px on phones, compact from the sm breakpoint.
    expect(screen.getByRole('button', { name: 'Small' })).toHaveClass('h-11', 'sm:h-8');
    expect(screen.getByRole('button', { name: 'Small' })).not.toHaveClass('w-full');
    expect(screen.getByRole('button', { name: 'Large' })).toHaveClass('h-12', 'w-full');
  });

  it('defaults to type=button so it does not submit forms', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('loading sets aria-disabled and aria-busy (not disabled: focus stays), shows a spinner and keeps the label', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Pay now</Button>);
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull();
    button.focus();

    rerender(
      <Button onClick={onClick} loading>
        Pay now
      </Button>,
    );
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Pay now');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    // Still the look of a disabled button.
    expect(button).toHaveClass('aria-disabled:opacity-50');
  });

  it('a loading submit button submits nothing, by click or by Enter in a field', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Amount" />
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('replaces the label with loadingText while loading', () => {
    render(
      <Button loading loadingText="Loading...">
        Save
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Loading...');
  });

  it('renders its child with button styles when asChild', () => {
    render(
      <Button asChild variant="outlined">
        <a href="/customers">Customers</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Customers' });
    expect(link).toHaveAttribute('href', '/customers');
    expect(link).toHaveClass('border-input');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
