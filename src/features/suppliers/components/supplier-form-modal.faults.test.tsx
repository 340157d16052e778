import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm } from '@/test/form-faults';
import { SupplierFormModal } from './supplier-form-modal';

const SUPPLIERS = '/business/v1/{businessId}/tools/suppliers/';

describeFormFaults({
  render: () =>
    renderForm(
      stubApi().on('post', SUPPLIERS, ({ body }) => ({
        status: 201,
        body: {
          id: 301,
          name: body.name,
          address: body.address ?? null,
          phone_number: body.phone_number ?? null,
          email: body.email ?? null,
          description: body.description ?? null,
          active: true,
          created_at: '2026-11-20T10:00:00Z',
        },
      })),
      (onSaved) => <SupplierFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />,
    ),
  method: 'post',
  path: SUPPLIERS,
  submit: 'Add supplier',
  values: {
    Name: 'Kano Cotton Mills',
    Phone: '08031234567',
    Email: 'sales@kanocotton.ng',
    Address: '3 Bompai Road, Kano',
    Notes: 'Delivers on Tuesdays.',
  },
  free: {
    Name: { key: 'name', max: 200 },
    Address: { key: 'address', max: 500, multiline: true },
    Notes: { key: 'description', max: 2000, multiline: true },
  },
});
