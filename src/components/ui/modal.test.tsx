import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { Modal, ModalCloseSlot, ModalContent, ModalDescription, ModalFooter, ModalTitle, ModalTrigger } from './modal';

function Example({ size }: { size?: 'sm' | 'md' | 'lg' | 'full' }) {
  return (
    <>
      <button type="button">Before</button>
      <Modal>
        <ModalTrigger asChild>
          <Button>Add customer</Button>
        </ModalTrigger>
        <ModalContent size={size}>
          <ModalTitle>New customer</ModalTitle>
          <ModalDescription>Who are you selling to?</ModalDescription>
          <label>
            Name
            <input />
          </label>
          <ModalFooter>
            <ModalCloseSlot asChild>
              <Button variant="outlined">Cancel</Button>
            </ModalCloseSlot>
            <Button>Save</Button>
          </ModalFooter>
        </ModalContent>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens a labelled, described dialog with the given size', async () => {
    render(<Example size="lg" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect(dialog).toHaveAccessibleDescription('Who are you selling to?');
    expect(dialog).toHaveAttribute('data-size', 'lg');
    expect(dialog).toHaveClass('max-w-3xl');
    expect(document.querySelector('[data-slot="modal-cover"]')).not.toBeNull();
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.tab(); // Cancel
    await userEvent.tab(); // Save
    await userEvent.tab(); // X close
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab(); // wraps to the first
    expect(name).toHaveFocus();
    await userEvent.tab({ shift: true }); // wraps back to the last
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('Escape closes and focus returns to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Add customer' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('the X button (named Close) and Cancel close it and restore focus', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Add customer' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('hides the page behind it from assistive technology', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Before' })).not.toBeInTheDocument();
  });

  it('without a trigger (opened from state), focus returns to the button that opened it', async () => {
    function FromState() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Record expense</Button>
          <Modal open={open} onOpenChange={setOpen}>
            <ModalContent aria-describedby={undefined}>
              <ModalTitle>New expense</ModalTitle>
              <input aria-label="Amount" />
            </ModalContent>
          </Modal>
        </>
      );
    }
    render(<FromState />);
    const opener = screen.getByRole('button', { name: 'Record expense' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("opened from a row menu's item, focus returns to the menu's button", async () => {
    function FromMenu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button>Actions for Ada</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => setOpen(true)}>Edit</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Modal open={open} onOpenChange={setOpen}>
            <ModalContent aria-describedby={undefined}>
              <ModalTitle>Edit customer</ModalTitle>
              <input aria-label="Name" />
            </ModalContent>
          </Modal>
        </>
      );
    }
    render(<FromMenu />);
    const menuButton = screen.getByRole('button', { name: 'Actions for Ada' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit customer' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('focus returns to an opener that is hidden for a moment as the dialog closes (not left on <body>)', async () => {
    function HiddenOnClose() {
      const [open, setOpen] = useState(false);
      const [hidden, setHidden] = useState(false);
      return (
        <>
          <div style={hidden ? { display: 'none' } : undefined}>
            <Button onClick={() => setOpen(true)}>Change PIN</Button>
          </div>
          <Modal
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) {
                // The page behind re-renders and hides the opener for a moment (a navigation, a suspense).
                setHidden(true);
                setTimeout(() => setHidden(false), 50);
              }
            }}
          >
            <ModalContent aria-describedby={undefined}>
              <ModalTitle>Set transaction PIN</ModalTitle>
              <input aria-label="PIN" />
            </ModalContent>
          </Modal>
        </>
      );
    }
    render(<HiddenOnClose />);
    const opener = screen.getByRole('button', { name: 'Change PIN' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'PIN' })).toHaveFocus());
    // jsdom does not blur a hidden element: a focus() that cannot land is what the browser does.
    const focus = HTMLElement.prototype.focus.bind(opener);
    const spy = vi.spyOn(opener, 'focus').mockImplementation((options?: FocusOptions) => {
      if (opener.parentElement?.style.display === 'none') return;
      focus(options);
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(spy.mock.calls.length).toBeGreaterThan(1);
  });
});
