import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAppForm } from '@/components/form';
import { EntityForm, EntityFormModal } from './entity-form-modal';

/** A record form as every business-tools area writes it: the form inside EntityFormModal. */
function SupplierForm({ onSaved }: { onSaved: () => void }) {
  const form = useAppForm({ defaultValues: { name: '' }, onSubmit: onSaved });
  return (
    <EntityForm form={form} submitLabel="Add supplier">
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
    </EntityForm>
  );
}

function SupplierModal({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed();
  };
  return (
    <EntityFormModal open={open} onOpenChange={close} title="New supplier">
      <SupplierForm onSaved={() => close(false)} />
    </EntityFormModal>
  );
}

function setup() {
  const onClosed = vi.fn();
  const user = userEvent.setup();
  render(<SupplierModal onClosed={onClosed} />);
  const dialog = screen.getByRole('dialog', { name: 'New supplier' });
  return { user, onClosed, dialog, name: within(dialog).getByRole('textbox', { name: 'Name' }) };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' });

describe('EntityFormModal closing', () => {
  it('closes an unchanged form at once on Cancel', async () => {
    const { user, onClosed, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(question()).not.toBeInTheDocument();
  });

  it('asks before a changed form is dropped by Escape; Keep editing keeps what was typed', async () => {
    const { user, onClosed, name } = setup();
    await user.type(name, 'Dangote Cement');
    await user.keyboard('{Escape}');
    expect(question()).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Dangote Cement');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('closes a changed form after Discard on Cancel', async () => {
    const first = setup();
    await first.user.type(first.name, 'Dangote Cement');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await first.user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(first.onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'New supplier' })).not.toBeInTheDocument();
  });

  it('a save closes the form without asking', async () => {
    const { user, onClosed, dialog, name } = setup();
    await user.type(name, 'Dangote Cement');
    await user.click(within(dialog).getByRole('button', { name: 'Add supplier' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(question()).not.toBeInTheDocument();
  });
});
