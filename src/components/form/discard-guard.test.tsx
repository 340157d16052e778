import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ModalCloseSlot, ModalContent, ModalFooter, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { GuardedModal, useAppForm, useDiscardGuard } from './index';

/** A customer form in a modal, closed through the guard (as the business-tools form modal will be). */
function CustomerModal({ onClosed, name = '' }: { onClosed: () => void; name?: string }) {
  const [open, setOpen] = useState(true);
  const form = useAppForm({ defaultValues: { name, phone: '' } });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed();
  };
  return (
    <GuardedModal form={form} open={open} onOpenChange={close}>
      <ModalContent aria-describedby={undefined}>
        <ModalHeader>
          <ModalTitle>New customer</ModalTitle>
        </ModalHeader>
        <form.AppForm>
          <form.FormRoot aria-label="Customer">
            <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
            <form.AppField name="phone">{(field) => <field.TextField label="Phone" type="tel" />}</form.AppField>
            <ModalFooter>
              <ModalCloseSlot asChild>
                <Button variant="outlined">Cancel</Button>
              </ModalCloseSlot>
              <form.SubmitButton>Save</form.SubmitButton>
            </ModalFooter>
          </form.FormRoot>
        </form.AppForm>
      </ModalContent>
    </GuardedModal>
  );
}

function setup(props: { name?: string } = {}) {
  const onClosed = vi.fn();
  const user = userEvent.setup();
  render(<CustomerModal onClosed={onClosed} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'New customer' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  return { user, onClosed, dialog, name };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' });

describe('the discard guard', () => {
  it('closes an unchanged form at once on Escape', async () => {
    const { user, onClosed, name } = setup();
    await user.click(name);
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(question()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes an unchanged form at once on Cancel, and one edited back to how it was', async () => {
    const { user, onClosed, name, dialog } = setup({ name: 'Ada' });
    await user.type(name, 'x');
    await user.keyboard('{Backspace}');
    expect(name).toHaveValue('Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(question()).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['Cancel', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the X', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('asks before a changed form is closed by %s', async (_how, close) => {
    const { user, onClosed, name, dialog } = setup();
    await user.type(name, 'Ada Obi');
    await close(user);
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(ask).toHaveAccessibleDescription('What you typed in this form will be lost.');
    expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(onClosed).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('asks on a click outside a changed form', async () => {
    const { user, onClosed, name } = setup();
    await user.type(name, 'Ada Obi');
    const cover = document.querySelector<HTMLElement>('[data-slot="modal-cover"]');
    expect(cover).not.toBeNull();
    await user.click(cover!);
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('Keep editing keeps the input and returns focus to the form', async () => {
    const { user, onClosed, name, dialog } = setup();
    await user.type(name, 'Ada Obi');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(name).toHaveValue('Ada Obi');
    await waitFor(() => expect(name).toHaveFocus());
    expect(dialog).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('Escape on the question is Keep editing, not Discard', async () => {
    const { user, onClosed, name } = setup();
    await user.type(name, 'Ada Obi');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(onClosed).not.toHaveBeenCalled();
    expect(name).toHaveValue('Ada Obi');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('Discard closes the form', async () => {
    const { user, onClosed, name } = setup();
    await user.type(name, 'Ada Obi');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(question()).not.toBeInTheDocument();
  });
});

function PlainCancel({ onClose }: { onClose: () => void }) {
  const form = useAppForm({ defaultValues: { note: '' } });
  const guard = useDiscardGuard(form, onClose);
  return (
    <form.AppForm>
      <form.FormRoot aria-label="Note">
        <form.AppField name="note">{(field) => <field.TextField label="Note" />}</form.AppField>
        <Button variant="outlined" onClick={guard.requestClose}>
          Cancel
        </Button>
      </form.FormRoot>
      {guard.dialog}
    </form.AppForm>
  );
}

describe('useDiscardGuard', () => {
  it('guards a Cancel button of a form outside a modal through requestClose', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<PlainCancel onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Paid in cash');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
