import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { TEST_BUSINESS } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { SupplierFormModal } from './supplier-form-modal';

type Supplier = BusinessSchemas['Supplier'];

const SUPPLIER = '/business/v1/{businessId}/tools/suppliers/{id}';
const DOLLAR = { ...TEST_BUSINESS, currency: 'USD' };

const supplier = (phone: string): Supplier => ({
  id: 5,
  name: 'Gulf Coast Produce',
  address: null,
  phone_number: phone,
  email: null,
  description: null,
  active: true,
  created_at: '2026-11-20T10:00:00Z',
});

describe('supplier form: phone numbers in the business’s country', () => {
  it('a dollar business sees its example, edits the number in US format and saves E.164; a bad number is refused at the field', async () => {
    const stub = stubApi().on('put', SUPPLIER, ({ body }) => ({ status: 200, body: { ...supplier(''), ...body } }));
    const { user } = renderWithApp(<SupplierFormModal open onOpenChange={vi.fn()} supplier={supplier('+17135550142')} />, {
      business: DOLLAR,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit supplier' });
    const phone = within(dialog).getByRole('textbox', { name: /^Phone/ });
    expect(phone).toHaveValue('(713) 555-0142');
    expect(phone).toHaveAccessibleDescription('e.g. (555) 123-4567');

    await user.clear(phone);
    await user.type(phone, '0803 345 6789');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter a valid US phone number, e.g. (555) 123-4567')).toBeInTheDocument();
    expect(stub.calls('put', SUPPLIER)).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '281 555 0187');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(stub.calls('put', SUPPLIER)).toHaveLength(1));
    expect(stub.calls('put', SUPPLIER)[0]?.body).toMatchObject({ phone_number: '+12815550187' });
  });
});
