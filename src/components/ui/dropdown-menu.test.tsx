import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

describe('DropdownMenu', () => {
  it('opens from its trigger, moves with arrows, selects with Enter and returns focus', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const onToggle = vi.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Options</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Invoice</DropdownMenuLabel>
          <DropdownMenuItem onSelect={onEdit}>Edit</DropdownMenuItem>
          <DropdownMenuCheckboxItem checked onCheckedChange={onToggle}>
            Paid
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={onDelete}>
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Options' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const edit = await screen.findByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(screen.getByRole('menuitemcheckbox', { name: 'Paid' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const del = screen.getByRole('menuitem', { name: 'Delete' });
    expect(del).toHaveFocus();
    expect(del).toHaveClass('text-destructive');
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('is not modal: the page around an open menu stays visible to assistive technology (axe aria-hidden-focus)', async () => {
    render(
      <>
        <header>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button>Theme</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem>Dark</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </header>
        <main>
          <h1>Dashboard</h1>
          <button type="button">New invoice</button>
        </main>
      </>,
    );
    screen.getByRole('button', { name: 'Theme' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dark' })).toHaveFocus());
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
    // Not hidden: found without `hidden: true`.
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New invoice' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Theme' })).toHaveFocus();
  });

  it.each([
    ['the banner', 'header'],
    ['main', 'main'],
  ] as const)('opens inside %s, the landmark of its trigger (axe region)', async (_name, Landmark) => {
    render(
      <>
        <Landmark data-testid="landmark">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button>Actions for Ada</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem>Edit</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </Landmark>
        <nav aria-label="Elsewhere" data-testid="elsewhere" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByTestId('landmark')).toContainElement(menu);
    expect(screen.getByTestId('elsewhere')).not.toContainElement(menu);
  });

  it('opens in <body> when its trigger is in a dialog (a dialog scrolls and would clip it)', async () => {
    render(
      <main>
        <div role="dialog" aria-label="Edit" data-testid="dialog">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button>More</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem>Copy</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByTestId('dialog')).not.toContainElement(menu);
    expect(screen.getByRole('main')).not.toContainElement(menu);
  });
});
