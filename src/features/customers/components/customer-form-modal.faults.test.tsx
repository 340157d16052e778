import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm } from '@/test/form-faults';
import { CustomerFormModal } from './customer-form-modal';

const CUSTOMERS = '/business/v1/{businessId}/tools/customers/';

describeFormFaults({
  render: () =>
    renderForm(
      stubApi().on('post', CUSTOMERS, ({ body }) => ({
        status: 201,
        body: {
          id: 101,
          name: body.name,
          type: body.type ?? 'individual',
          email: body.email ?? null,
          phone_number: body.phone_number ?? null,
          active: true,
          created_at: '2026-11-20T10:00:00Z',
        },
      })),
      (onSaved) => <CustomerFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />,
    ),
  method: 'post',
  path: CUSTOMERS,
  submit: 'Add customer',
  values: { Name: 'Chidi Okafor', Email: 'chidi@example.com', Phone: '08091234567' },
  free: { Name: { key: 'name', max: 200 } },
});
