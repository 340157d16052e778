import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Harness(props: Partial<ConfirmDialogProps> & Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output data-testid="open">{String(open)}</output>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove customer?"
        description="Ada Obi will move to the removed list."
        confirmLabel="Remove"
        variant="danger"
        {...props}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with title and description; confirm closes it', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove customer?' });
    expect(dialog).toHaveAccessibleDescription('Ada Obi will move to the removed list.');
    const confirm = screen.getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveClass('bg-destructive');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('open')).toHaveTextContent('false');
  });

  it('shows loading while the promise runs and closes when it resolves', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<Harness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(confirm);
    // Busy, not disabled: focus stays on it, and a second press confirms nothing.
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    resolve();
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('false'));
  });

  it('stays open and shows the error when onConfirm rejects', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('Customer has unpaid invoices')));
    render(<Harness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Customer has unpaid invoices');
    expect(screen.getByTestId('open')).toHaveTextContent('true');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    expect(confirm).not.toHaveAttribute('aria-busy');
    // It can be tried again.
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('requires a second, explicit confirmation for permanent deletes', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} title="Delete file forever?" confirmLabel="Delete" requireDoubleConfirm />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Cancel and Escape close without confirming', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('open')).toHaveTextContent('false');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses a primary button for non-destructive confirmations', () => {
    render(<Harness onConfirm={() => {}} variant="primary" confirmLabel="Send" />);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('bg-primary');
  });
});
