/**
 * Payments and receipts (issue 13, item 7): a cashier takes a payment at the counter from the
 * receipts page (choose the invoice, then the payment dialog): part by transfer (its first save
 * fails, the second records exactly one receipt), then the rest in cash with change. The invoice
 * is paid with a zero balance, the list shows both receipts, the receipt PDF has its number and
 * ₦; axe on the dialog, the list and the receipt page, light and dark.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { readPdfText } from '../../src/lib/pdf/testing/pdf-text';
import { SERVER_ERROR, businessCall, expect, injectFault, test } from './fixtures';
import { expectAccessible } from './tools-support';

interface Created {
  id: number;
}

const TODAY = new Date().toISOString().slice(0, 10);
const RECEIPTS = '/business/v1/{businessId}/tools/receipts/';

/** axe in light and dark. */
async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

/** 'Record payment' in the page's header, then the invoice: the payment dialog opens. */
async function startPayment(page: Page, invoiceNumber: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Record payment' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Record a payment' });
  const invoice = picker.getByRole('combobox', { name: 'Invoice' });
  await invoice.fill(invoiceNumber);
  await page.getByRole('option', { name: new RegExp(invoiceNumber) }).click();
  await picker.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: `Record a payment on ${invoiceNumber}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Receipts', () => {
  test('part by transfer through a failed save -> the rest in cash with change -> paid, two receipts, the PDF', async ({
    ownerPage: page,
    owner,
  }) => {
    const tools = `/business/v1/${owner.businessId}/tools`;
    const customer = await businessCall<Created>(owner, 'POST', `${tools}/customers/`, {
      name: 'Bola Adeyemi',
      type: 'individual',
    });
    const item = await businessCall<Created>(owner, 'POST', `${tools}/inventories/`, {
      name: 'Ankara fabric (6 yards)',
      unit_price: '15000',
      cost_price: '9000',
      quantity: 10,
      unit: 'piece',
    });
    const invoice = await businessCall<Created & { number: string }>(owner, 'POST', `${tools}/invoices/`, {
      customer: customer.id,
      title: 'Aso-ebi for the wedding party',
      sale_date: TODAY,
      due_date: TODAY,
      items: [{ inventory: item.id, quantity: 2, unit_price: '15000.00' }],
      vat: '0',
    });

    await page.goto(`/b/${owner.businessId}/receipts`);
    await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
    await expect(page.getByText('No receipts yet')).toBeVisible();

    // Part of it by transfer; the first save fails, the second records one receipt.
    let dialog = await startPayment(page, invoice.number);
    await expect(dialog.getByText('₦30,000.00').first()).toBeVisible();
    await accessibleInBothThemes(page);
    const amount = dialog.getByRole('textbox', { name: /Amount received/ });
    await amount.fill('12000');
    const method = dialog.getByRole('combobox', { name: 'Method' });
    await method.fill('Bank transfer');
    await method.press('Enter');
    await expect(dialog.getByText('Balance after this payment: ₦18,000.00.')).toBeVisible();
    await injectFault(page, 'POST', RECEIPTS, 'status', { status: 500 });
    const save = dialog.getByRole('button', { name: 'Record payment' });
    await save.click();
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(amount).toHaveValue(/12,?000/);
    await save.click();
    dialog = page.getByRole('dialog', { name: 'Payment recorded' });
    await expect(dialog.getByText(/^RCT-\d{6}$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    // The rest in cash, more than owed: the change shows before saving and on the receipt.
    dialog = await startPayment(page, invoice.number);
    await expect(dialog.getByText('₦18,000.00').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: /Amount received/ }).fill('20000');
    await expect(dialog.getByText('Change to hand back: ₦2,000.00.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    dialog = page.getByRole('dialog', { name: 'Payment recorded' });
    const number = (await dialog.getByText(/^RCT-\d{6}$/).textContent())!;
    await expect(dialog.getByText('₦2,000.00')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download receipt PDF' }).click(),
    ]);
    const pdf = await readPdfText(new Uint8Array(await readFile(await download.path())));
    const text = pdf.pages.join('\n');
    expect(text).toContain(number);
    expect(text).toContain('₦');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Paid: no balance; exactly two receipts (the failed save made none).
    const paid = await businessCall<{ total_balance: string; state: string }>(owner, 'GET', `${tools}/invoices/${invoice.id}`);
    expect(paid).toMatchObject({ total_balance: '0.00', state: 'paid' });
    const receipts = await businessCall<{ count: number }>(owner, 'GET', `${tools}/receipts/?invoice=${invoice.id}`);
    expect(receipts.count).toBe(2);

    // The list shows both, then the receipt's own page.
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('₦20,000.00');
    await accessibleInBothThemes(page);
    await table.getByRole('link', { name: number }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible();
    await expect(page.getByText(invoice.number).first()).toBeVisible();
    await expect(page.getByText('Aso-ebi for the wedding party')).toBeVisible();
    await accessibleInBothThemes(page);
  });
});
