/**
 * Business details and the customer link (issue 13, items 1 and 9): the owner edits the details
 * and the payout bank account, and a reload shows them; an invoice raised through the API is
 * shared; its link opens in a new, signed-out browser and shows the invoice with the account to
 * pay into; once revoked, the link says so. axe on the settings page and the public page, light
 * and dark.
 */
import type { Page } from '@playwright/test';
import { businessCall, expect, test } from './fixtures';
import { expectAccessible } from './tools-support';

interface Created {
  id: number;
}

const TODAY = new Date().toISOString().slice(0, 10);

/** axe in light and dark. */
async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

test.describe('Business settings and the invoice link', () => {
  test('details and bank account saved -> reload shows them -> invoice shared -> link opens signed out -> revoked, it says so', async ({
    ownerPage: page,
    owner,
    browser,
  }) => {
    await page.goto(`/b/${owner.businessId}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Business settings' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Business settings' });
    await accessibleInBothThemes(page);

    await form.getByRole('textbox', { name: /^Tax number/ }).fill('12345678-0001');
    await form.getByRole('textbox', { name: /^Default VAT/ }).fill('7.5');
    await form.getByRole('combobox', { name: 'Default payment terms' }).click();
    await page.getByRole('option', { name: 'Net 14 (14 days)' }).click();
    await form.getByRole('combobox', { name: 'Bank' }).click();
    await form.getByRole('combobox', { name: 'Bank' }).fill('Guaranty');
    await page.getByRole('option', { name: 'Guaranty Trust Bank' }).click();
    // A short number is refused at its field first, the input kept.
    await form.getByRole('textbox', { name: /^Account number/ }).fill('12345');
    await form.getByRole('textbox', { name: /^Account name/ }).fill('Adire Lagos Ltd');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(form.getByText('A Nigerian account number (NUBAN) has exactly 10 digits.')).toBeVisible();
    await form.getByRole('textbox', { name: /^Account number/ }).fill('0123456789');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Business details saved')).toBeVisible();

    await page.reload();
    await expect(form.getByRole('textbox', { name: /^Tax number/ })).toHaveValue('12345678-0001');
    await expect(form.getByRole('textbox', { name: /^Default VAT/ })).toHaveValue('7.5');
    await expect(form.getByRole('combobox', { name: 'Default payment terms' })).toHaveValue('Net 14 (14 days)');
    await expect(form.getByRole('combobox', { name: 'Bank' })).toHaveValue('Guaranty Trust Bank');
    await expect(form.getByRole('textbox', { name: /^Account number/ })).toHaveValue('0123456789');
    await expect(form.getByRole('textbox', { name: /^Account name/ })).toHaveValue('Adire Lagos Ltd');

    // An invoice with a customer and a line from a stocked item, raised and shared through the API.
    const tools = `/business/v1/${owner.businessId}/tools`;
    const customer = await businessCall<Created>(owner, 'POST', `${tools}/customers/`, {
      name: 'Bola Adeyemi',
      type: 'individual',
      phone_number: '08031234567',
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
      items: [{ inventory: item.id, quantity: 2, unit_price: '15000.00' }],
    });
    const share = await businessCall<{ token: string; url: string }>(owner, 'POST', `${tools}/invoices/${invoice.id}/share/`);

    // The link in a new browser with no session: the invoice, its totals and where to pay.
    const origin = new URL(page.url()).origin;
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await customerPage.goto(`${origin}/i/${share.token}`);
    await expect(customerPage.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
    await expect(customerPage.getByText('Bola Adeyemi')).toBeVisible();
    await expect(customerPage.getByText('Ankara fabric (6 yards)')).toBeVisible();
    // 30,000 less nothing, plus the default 7.5 % VAT: 32,250.
    await expect(customerPage.getByLabel('Totals')).toContainText('₦32,250.00');
    const pay = customerPage.getByRole('region', { name: 'Pay by bank transfer' });
    await expect(pay).toContainText('Guaranty Trust Bank');
    await expect(pay).toContainText('0123456789');
    await expect(pay).toContainText(invoice.number);
    await expect(customerPage.getByRole('navigation')).toHaveCount(0);
    await accessibleInBothThemes(customerPage);

    const download = customerPage.waitForEvent('download');
    await customerPage.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Invoice-INV-\d{6}.*\.pdf$/);

    // Revoked: the same link says so.
    await businessCall(owner, 'DELETE', `${tools}/invoices/${invoice.id}/share/`);
    await customerPage.reload();
    await expect(customerPage.getByRole('alert')).toHaveText('This invoice link is not valid or has been revoked.');
    await customerContext.close();
  });
});
