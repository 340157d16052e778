/**
 * The invoice form (issue 13, items 3 and 4): 'Sell' an item from the inventory list, add a second
 * stocked line, create the customer in its modal, review, save through one failure: exactly one
 * invoice, the right amount due, the stock taken. Axe on the form and its confirmation, light and dark.
 */
import type { Page } from '@playwright/test';
import { invoiceTotals } from '../../src/lib/invoice-totals';
import { businessCall, expect, injectFault, SERVER_ERROR, test } from './fixtures';
import { expectAccessible } from './tools-support';

const INVOICES = '/business/v1/{businessId}/tools/invoices/';

type Page_<T> = { count: number; results: T[] };
type Item = { id: number; name: string; quantity: number };

test.describe('invoice form', () => {
  test.setTimeout(150_000);

  async function openInventory(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Inventory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  }

  test("'Sell' an item: two lines, a new customer, one failed save, then one invoice and the stock taken", async ({
    ownerPage: page,
    owner,
  }) => {
    const items = `/business/v1/${owner.businessId}/tools/inventories/`;
    await businessCall(owner, 'POST', items, { name: 'Ankara fabric', type: 'product', unit_price: '15000.00', quantity: 10 });
    await businessCall(owner, 'POST', items, { name: 'Silk scarf', type: 'product', unit_price: '4500.50', quantity: 4 });

    await openInventory(page);
    await page.getByRole('button', { name: 'Actions for Ankara fabric', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sell', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toBeFocused();
    await expect(dialog.getByText('10 left at this location')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: /Title/ }).fill('Wedding outfits');
    await dialog.getByRole('listitem', { name: 'Line 1' }).getByRole('textbox', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.getByRole('combobox', { name: 'Item 2' }).fill('Silk');
    await page.getByRole('option', { name: 'Silk scarf (4 left)' }).click();
    await expect(dialog.getByText('4 left at this location')).toBeVisible();

    // The customer is made in its own modal and comes back chosen.
    await dialog.getByRole('combobox', { name: /Customer/ }).click();
    await page.getByRole('option', { name: '+ New customer' }).click();
    const customer = page.getByRole('dialog', { name: 'Add customer' });
    await customer.getByRole('textbox', { name: 'Name' }).fill('Amaka Stores');
    await customer.getByRole('button', { name: 'Add customer' }).click();
    await expect(customer).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: /Customer/ })).toHaveValue('Amaka Stores');

    const expected = invoiceTotals({
      lines: [
        { quantity: 2, unit_price: '15000.00' },
        { quantity: 1, unit_price: '4500.50' },
      ],
      vat: (await dialog.getByRole('textbox', { name: 'VAT %' }).inputValue()) || '0',
    });

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Review' }).click();
    const summary = dialog.getByRole('region', { name: 'Check the invoice before saving' });
    await expect(summary).toContainText('Amaka Stores');
    await expect(summary).toContainText('Silk scarf');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expectAccessible(page);

    // Back keeps the input.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue('Wedding outfits');
    await dialog.getByRole('button', { name: 'Review' }).click();

    // One failure, then the save: one invoice.
    await injectFault(page, 'POST', INVOICES, 'status', { status: 500 });
    const save = dialog.getByRole('button', { name: 'Save invoice' });
    await save.click();
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toHaveCount(0);

    const invoices = await businessCall<Page_<{ title: string; total_amount_due: string; state: string }>>(
      owner,
      'GET',
      `/business/v1/${owner.businessId}/tools/invoices/`,
    );
    const made = invoices.results.filter((invoice) => invoice.title === 'Wedding outfits');
    expect(made).toHaveLength(1);
    expect(made[0]!.total_amount_due).toBe(expected.total_amount_due);
    expect(made[0]!.state).toBe('unpaid');

    const stock = await businessCall<Page_<Item>>(owner, 'GET', items);
    expect(stock.results.find((item) => item.name === 'Ankara fabric')!.quantity).toBe(8);
    expect(stock.results.find((item) => item.name === 'Silk scarf')!.quantity).toBe(3);
  });
});
