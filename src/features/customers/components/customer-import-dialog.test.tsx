import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { TEST_BUSINESS } from '@/test/fixtures';
import { expectInertDom, renderWithApp } from '@/test/render';
import { CustomerImportDialog } from './customer-import-dialog';

type Customer = BusinessSchemas['Customer'];

const CUSTOMERS = '/business/v1/{businessId}/tools/customers/';
const CUSTOMER = '/business/v1/{businessId}/tools/customers/{id}';

const customer = (id: number, fields: Partial<Customer>): Customer => ({
  id,
  name: `Customer ${id}`,
  type: 'individual',
  email: null,
  phone_number: null,
  active: true,
  created_at: '2026-02-14T11:20:00Z',
  ...fields,
});

/** A sandbox-like customers API: lists `existing` (active or removed), creates and patches in memory. */
function customersApi(existing: Customer[]) {
  const rows = [...existing];
  const api = stubApi()
    .on('get', CUSTOMERS, ({ query }) => {
      const active = query.get('active') !== 'false';
      const results = rows.filter((row) => row.active === active);
      return { status: 200, body: { count: results.length, next: null, previous: null, results } };
    })
    .on('post', CUSTOMERS, ({ body }) => {
      const row = customer(100 + rows.length, { ...body });
      rows.push(row);
      return { status: 201, body: row };
    })
    .on('patch', CUSTOMER, ({ params, body }) => {
      const at = rows.findIndex((row) => row.id === Number(params.id));
      rows[at] = { ...rows[at]!, ...body };
      return { status: 200, body: rows[at] };
    });
  return { api, rows };
}

const csv = (...lines: string[]) => new File([lines.join('\r\n')], 'customers.csv', { type: 'text/csv' });

async function openWithFile(file: File, options: Parameters<typeof renderWithApp>[1] = {}) {
  const view = renderWithApp(<CustomerImportDialog open onOpenChange={vi.fn()} />, options);
  const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
  await view.user.upload(await within(dialog).findByLabelText('CSV file'), file);
  await within(dialog).findByRole('heading', { name: 'Match the columns' });
  return { ...view, dialog };
}

const columnSelect = (dialog: HTMLElement, header: string) => within(dialog).getByRole('combobox', { name: header });

describe('CustomerImportDialog', () => {
  it('matches a hand-made file’s columns by synonyms, shows an unknown column as ignored, and imports phones as E.164', async () => {
    const { api, rows } = customersApi([]);
    const { user, dialog } = await openWithFile(
      csv(
        'Customer Name;E-mail;Phone;Mobile;Favourite colour',
        'Ada Obi;ada@example.com;0803 123 4567;0811 000 0000;blue',
        'Bola;;+1 713 555 0142;;red',
      ),
    );
    expect(columnSelect(dialog, 'Customer Name')).toHaveValue('name');
    expect(columnSelect(dialog, 'E-mail')).toHaveValue('email');
    expect(columnSelect(dialog, 'Phone')).toHaveValue('phone_number');
    // A second phone column and an unknown one are shown as ignored, never dropped silently.
    expect(columnSelect(dialog, 'Mobile')).toHaveValue('');
    expect(within(columnSelect(dialog, 'Mobile')).getByRole('option', { selected: true })).toHaveTextContent('Ignored');
    expect(columnSelect(dialog, 'Favourite colour')).toHaveValue('');
    expect(within(dialog).getByText('e.g. blue')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('2 to create, 0 to update, 0 skipped, 0 invalid.')).toBeInTheDocument();
    expect(api.calls('post', CUSTOMERS)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 customers' }));
    const report = await within(dialog).findByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Created').nextElementSibling).toHaveTextContent('2');
    expect(api.calls('post', CUSTOMERS).map((call) => call.body)).toEqual([
      { name: 'Ada Obi', type: 'individual', email: 'ada@example.com', phone_number: '+2348031234567' },
      { name: 'Bola', type: 'individual', email: null, phone_number: '+17135550142' },
    ]);
    expect(rows).toHaveLength(2);
  });

  it('blocks the next step while a required field has no column, until the user picks one', async () => {
    customersApi([]);
    const { user, dialog } = await openWithFile(csv('Who,Tel', 'Ada Obi,08031234567'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the column that holds Name: it is required.');
    expect(within(dialog).getByRole('button', { name: 'Check rows' })).toBeDisabled();
    await user.selectOptions(columnSelect(dialog, 'Who'), 'Name (required)');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(columnSelect(dialog, 'Who'), 'Phone');
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Phone is chosen for 2 columns ('Who', 'Tel'): keep one.");
    await user.selectOptions(columnSelect(dialog, 'Who'), 'Name (required)');
    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('1 to create, 0 to update, 0 skipped, 0 invalid.')).toBeInTheDocument();
  });

  it('shows duplicates (existing e-mail, existing phone in the other form, a repeated row) and invalid rows; Skip or Update', async () => {
    const { api } = customersApi([
      customer(1, { name: 'Chidi Okafor', email: 'chidi@example.com' }),
      // Stored in national form; the file writes it internationally.
      customer(2, { name: 'Grace Boutique', phone_number: '08023456789', active: false }),
    ]);
    const { user, dialog } = await openWithFile(
      csv(
        'name,email,phone_number',
        'Chidi O.,CHIDI@example.com,',
        "Grace B.,,'+2348023456789",
        'Dayo,dayo@example.com,',
        'Dayo again,dayo@example.com,08031112222',
        'Efe,,12345',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('1 to create, 0 to update, 3 skipped, 1 invalid.')).toBeInTheDocument();
    const duplicates = within(dialog).getByRole('region', { name: 'Possible duplicates' });
    expect(within(duplicates).getByRole('group', { name: /Line 2: Chidi O\./ })).toHaveTextContent(
      'Same email as the existing customer Chidi Okafor',
    );
    expect(within(duplicates).getByRole('group', { name: /Line 3: Grace B\./ })).toHaveTextContent(
      'Same phone as the existing customer Grace Boutique (removed)',
    );
    expect(within(duplicates).getByRole('group', { name: /Line 5: Dayo again/ })).toHaveTextContent(
      'Same email as line 4 of this file',
    );
    // Skip is the default.
    for (const group of within(duplicates).getAllByRole('group')) {
      expect(within(group).getByRole('radio', { name: 'Skip' })).toBeChecked();
    }
    expect(within(dialog).getByRole('region', { name: 'Invalid rows (not imported)' })).toHaveTextContent(
      'Line 6: Phone: Enter a valid Nigerian phone number, e.g. 0803 123 4567',
    );

    await user.click(within(within(duplicates).getByRole('group', { name: /Line 2/ })).getByRole('radio', { name: 'Update' }));
    await user.click(within(within(duplicates).getByRole('group', { name: /Line 5/ })).getByRole('radio', { name: 'Update' }));
    expect(within(dialog).getByText('1 to create, 2 to update, 1 skipped, 1 invalid.')).toBeInTheDocument();

    // A double click imports once.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Import 3 customers' }));
    const report = await within(dialog).findByRole('region', { name: 'Import report' });
    const count = (label: string) => within(report).getByText(label).nextElementSibling;
    expect(count('Created')).toHaveTextContent('1');
    expect(count('Updated')).toHaveTextContent('2');
    expect(count('Skipped')).toHaveTextContent('1');
    expect(count('Invalid')).toHaveTextContent('1');
    expect(api.calls('post', CUSTOMERS).map((call) => call.body)).toEqual([
      { name: 'Dayo', type: 'individual', email: 'dayo@example.com', phone_number: null },
    ]);
    // Update patches the existing record, or the one an earlier row of the file created, with what the row gives.
    expect(api.calls('patch', CUSTOMER).map((call) => [call.params.id, call.body])).toEqual([
      ['1', { name: 'Chidi O.', email: 'CHIDI@example.com' }],
      ['102', { name: 'Dayo again', email: 'dayo@example.com', phone_number: '+2348031112222' }],
    ]);
  });

  it('reports rows the server refused, and retries only those', async () => {
    const { api } = customersApi([]);
    api.failNext('post', CUSTOMERS, { status: 400, body: { name: ['This name is already in use.'] } });
    const { user, dialog } = await openWithFile(csv('name', 'Ada', 'Bola'));
    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 customers' }));
    const failed = await within(dialog).findByRole('region', { name: 'Rows that failed' });
    expect(failed).toHaveTextContent('Line 2: Ada: name: This name is already in use.');
    expect(api.calls('post', CUSTOMERS)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Rows that failed' })).not.toBeInTheDocument());
    expect(api.calls('post', CUSTOMERS).map((call) => (call.body as { name: string }).name)).toEqual(['Ada', 'Bola', 'Ada']);
    expect(within(dialog).getByText('Created').nextElementSibling).toHaveTextContent('2');
  });

  it('offers a template in the business’s phone format', async () => {
    customersApi([]);
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:template';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const view = renderWithApp(<CustomerImportDialog open onOpenChange={vi.fn()} />, {
      business: { ...TEST_BUSINESS, currency: 'USD' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    await view.user.click(await within(dialog).findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(created).toHaveLength(1));
    // (Blob.text() drops the byte-order mark the file starts with.)
    expect(await created[0]!.text()).toBe(
      'name,type,email,phone_number\r\nJordan Smith,individual,jordan.smith@example.com,(555) 123-4567\r\n',
    );
  });

  it('refuses a file it cannot read, and renders hostile headers and cells as text', async () => {
    customersApi([]);
    const view = renderWithApp(<CustomerImportDialog open onOpenChange={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    await view.user.upload(await within(dialog).findByLabelText('CSV file'), csv(''));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Line 1: the file is empty.');

    const hostile = '<img src=x onerror="window.__pwned=1">';
    await view.user.upload(
      within(dialog).getByLabelText('CSV file'),
      csv(`name,"${hostile.replaceAll('"', '""')}"`, `${hostile.replaceAll('"', '')},x`),
    );
    expect(await within(dialog).findByRole('combobox', { name: hostile })).toHaveValue('');
    expectInertDom(dialog);
  });
});
