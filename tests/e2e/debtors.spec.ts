/**
 * Debtors (issue 13, item 10): a customer who paid part of an invoice is on the debtors list
 * with the balance; a reminder goes out once and 'last reminded' shows; a second one within 24
 * hours is refused with the time the next is allowed; once the rest is paid the debtor is gone.
 * Set-up through the API as the business's owner; axe on the list, the page and the dialog,
 * light and dark.
 */
import type { Page } from '@playwright/test';
import { businessCall, expect, test, type Owner } from './fixtures';
import { BUSINESS_API, expectAccessible } from './tools-support';

interface Created {
  id: number;
}

const TODAY = new Date().toISOString().slice(0, 10);

/** A payment through createReceipt, with its own Idempotency-Key (as the app sends one per attempt). */
async function pay(owner: Owner, invoice: number, amount: string): Promise<void> {
  const response = await fetch(`${BUSINESS_API}/business/v1/${owner.businessId}/tools/receipts/`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${owner.token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ invoice, amount, payment_method: 'transfer', date: TODAY }),
  });
  expect(response.status, `payment of ${amount}: ${await response.clone().text()}`).toBe(201);
}

/** axe in light and dark. */
async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

test.describe('Debtors', () => {
  test('part-paid invoice -> on the list with the balance -> reminder sent -> a second refused until the next time -> paid in full -> gone', async ({
    ownerPage: page,
    owner,
  }) => {
    const tools = `/business/v1/${owner.businessId}/tools`;
    const customer = await businessCall<Created>(owner, 'POST', `${tools}/customers/`, {
      name: 'Bola Adeyemi',
      type: 'individual',
      email: 'bola.adeyemi@example.ng',
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
    await pay(owner, invoice.id, '12000.00');

    // The list: the customer with the balance, never reminded.
    await page.goto(`/b/${owner.businessId}/debtors`);
    await expect(page.getByRole('heading', { level: 1, name: 'Debtors' })).toBeVisible();
    const row = page.getByRole('row', { name: /Bola Adeyemi/ });
    await expect(row).toContainText('₦18,000.00');
    await expect(row).toContainText('Never');
    await accessibleInBothThemes(page);

    // Send a reminder from the row's menu: SMS is not offered (no phone number on file).
    await page.getByRole('button', { name: 'Actions for Bola Adeyemi' }).click();
    await page.getByRole('menuitem', { name: 'Send reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a payment reminder' });
    await expect(dialog.getByRole('radio', { name: /SMS/ })).toBeDisabled();
    await expect(dialog.getByText('No phone number on file')).toBeVisible();
    const message = dialog.getByRole('textbox', { name: /Message/ });
    await expect(message).toHaveValue(new RegExp(`₦18,000\\.00.*${invoice.number}`));
    await accessibleInBothThemes(page);
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await expect(page.getByText(/Reminder sent to Bola Adeyemi by email \(bola\.adeyemi@example\.ng\)/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('just now');

    // The debtor's page: the invoice, when they were reminded, when the next is allowed.
    await page.getByRole('link', { name: 'Bola Adeyemi' }).click();
    await expect(page).toHaveURL(/\/debtors\/\d+\?.*currency=NGN/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bola Adeyemi' })).toBeVisible();
    const invoices = page.getByRole('region', { name: 'Open invoices (1)' });
    await expect(invoices).toContainText(invoice.number);
    await expect(invoices).toContainText('₦18,000.00');
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await expect(reminders).toContainText('just now');
    await expect(reminders).toContainText(/Can be sent from \d/);
    await accessibleInBothThemes(page);

    // A second reminder within 24 hours: refused, with the time the next one is allowed.
    await page.getByRole('button', { name: 'Send reminder' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/The next one can be sent from \d/);
    await dialog.getByRole('textbox', { name: /Message/ }).fill('Please pay the rest this week.');
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      /A reminder was sent to this customer less than 24 hours ago\. The next one can be sent from \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./,
    );
    await expect(dialog.getByRole('textbox', { name: /Message/ })).toHaveValue('Please pay the rest this week.');
    await accessibleInBothThemes(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The rest is paid: after a reload the debtor is gone.
    await pay(owner, invoice.id, '18000.00');
    await page.goto(`/b/${owner.businessId}/debtors`);
    await expect(page.getByText('Nobody owes you money')).toBeVisible();
    await expect(page.getByRole('row', { name: /Bola Adeyemi/ })).toHaveCount(0);
  });
});
