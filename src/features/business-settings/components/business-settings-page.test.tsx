import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { TEST_BUSINESS } from '@/test/fixtures';
import { hostile } from '@/test/hostile-strings';
import { expectInertDom, fillFields, renderWithApp, textField } from '@/test/render';
import { BusinessSettingsPage } from './business-settings-page';

const BUSINESS = '/business/v1/businesses/{id}/';
const BANKS = '/business/v1/banks/';

const LAGOS: BusinessSchemas['Business'] = {
  ...TEST_BUSINESS,
  tax_number: '12345678-0001',
  default_vat: '7.5',
  default_payment_terms: 14,
  bank_account: { bank_code: '058', bank_name: 'GTBank', account_number: '0123456789', account_name: 'Adaeze Fabrics Ltd' },
};

async function setup(business: BusinessSchemas['Business'] = LAGOS) {
  const api = stubApi()
    .on('get', BANKS, {
      status: 200,
      body: [
        { id: 1, name: 'Access Bank', code: '044' },
        { id: 2, name: 'GTBank', code: '058' },
      ],
    })
    .on('patch', BUSINESS, ({ body }) => ({
      status: 200,
      body: {
        ...business,
        ...(body as object),
        bank_account: body && 'bank_account' in body && body.bank_account ? { ...body.bank_account, bank_name: 'GTBank' } : null,
      },
    }));
  const app = renderWithApp(<BusinessSettingsPage />, { business });
  const form = await screen.findByRole('form', { name: 'Business settings' });
  return { api, ...app, form };
}

describe('BusinessSettingsPage', () => {
  it('shows the saved details and sends the changes in one PATCH per press', async () => {
    const { api, user, form } = await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Business settings' })).toBeInTheDocument();
    expect(textField(form, 'Tax number')).toHaveValue('12345678-0001');
    expect(textField(form, 'Default VAT')).toHaveValue('7.5');
    expect(textField(form, 'Account number')).toHaveValue('0123456789');

    await fillFields(user, form, { 'Default VAT': '8.25', 'Account name': 'Adaeze Fabrics & Tailoring' });
    const save = screen.getByRole('button', { name: 'Save details' });
    await user.click(save);

    await waitFor(() => expect(api.calls('patch', BUSINESS)).toHaveLength(1));
    expect(api.calls('patch', BUSINESS)[0]!.body).toMatchObject({
      default_vat: '8.25',
      default_payment_terms: 14,
      tax_number: '12345678-0001',
      bank_account: { bank_code: '058', account_number: '0123456789', account_name: 'Adaeze Fabrics & Tailoring' },
    });
    expect(await screen.findByText('Business details saved')).toBeInTheDocument();
    expect(api.calls('patch', BUSINESS)).toHaveLength(1);
  });

  it('checks VAT, the NUBAN and the account name at their fields before sending, keeping the input', async () => {
    const { api, user, form } = await setup();
    await fillFields(user, form, { 'Default VAT': '7.555', 'Account number': '12345', 'Account name': '' });
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Enter a VAT rate from 0 to 100, with at most 2 decimals.')).toBeInTheDocument();
    expect(screen.getByText('A Nigerian account number (NUBAN) has exactly 10 digits.')).toBeInTheDocument();
    expect(screen.getByText('Enter the account name.')).toBeInTheDocument();
    expect(textField(form, 'Default VAT')).toHaveValue('7.555');
    expect(textField(form, 'Account number')).toHaveValue('12345');
    expect(api.calls('patch', BUSINESS)).toHaveLength(0);
  });

  it('puts the server’s field errors at the fields, nested bank account ones included', async () => {
    const { api, user, form } = await setup();
    api.failNext('patch', BUSINESS, {
      status: 400,
      body: {
        tax_number: ['This tax number is used by another business.'],
        'bank_account.account_name': ['Enter the account name.'],
      },
    });
    await fillFields(user, form, { 'Tax number': 'TIN 99' });
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    const tax = textField(form, 'Tax number');
    await waitFor(() => expect(tax).toHaveAccessibleDescription(/This tax number is used by another business\./));
    expect(textField(form, 'Account name')).toHaveAccessibleDescription(/Enter the account name\./);
    expect(tax).toHaveValue('TIN 99');
  });

  it('sends hostile text as typed and shows it only as text', async () => {
    const { api, user, form } = await setup();
    const name = hostile('img onerror');
    const address = hostile('script tag');
    await fillFields(user, form, { 'Business name': name, Address: address });
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(api.calls('patch', BUSINESS)).toHaveLength(1));
    expect(api.calls('patch', BUSINESS)[0]!.body).toMatchObject({ name, address });
    await screen.findByText('Business details saved');
    expect(textField(form, 'Business name')).toHaveValue(name);
    expectInertDom();
  });

  it('refuses a logo that is not a picture or is over 5 MB, at the field, and sends nothing', async () => {
    const { api, form } = await setup();
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('“logo.pdf” is not a JPEG, PNG or WebP picture.')).toBeInTheDocument();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(/“huge\.png” is over 5 MB; a picture can be at most 5 MB\./)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/at most 5 MB/);
    expect(api.calls('patch', BUSINESS)).toHaveLength(0);
  });

  it('clears the bank account when no bank is chosen, and asks for a bank when only a number is given', async () => {
    const { api, user, form } = await setup({ ...LAGOS, bank_account: null });
    await fillFields(user, form, { 'Account number': '0123456789' });
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Choose a bank from the list.')).toBeInTheDocument();
    expect(api.calls('patch', BUSINESS)).toHaveLength(0);

    await fillFields(user, form, { 'Account number': '' });
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(api.calls('patch', BUSINESS)).toHaveLength(1));
    expect(api.calls('patch', BUSINESS)[0]!.body).toMatchObject({ bank_account: null });
  });
});
