/**
 * The cashier's sale (issue 13, item 11), on a phone: the demo cashier (Invoicing and Receipt:
 * create and view; Customers: view) raises an invoice for a customer on file (no '+ New customer'
 * for them), takes the payment in full, and is offered no Edit or Cancel: the row's menu shows them
 * disabled with the reason. Business settings are the owner's: the cashier's link gets 'no access'.
 * The customer and the item are set up through the API as the demo owner, with names of their own,
 * so the shared demo business's other records do not matter.
 */
import { expect, test } from '@playwright/test';
import { AUTH_API, isSandbox, OWNER } from './support';
import { BUSINESS_API, dismissToasts, expectAccessible, signInTo } from './tools-support';

const CASHIER = { email: 'cashier@ledgerly.ng', password: 'Passw0rd!' };
/** The demo Lagos business and its Balogun shop, the cashier's only location (README). */
const LAGOS = 12;
const BALOGUN = 21;

async function ownerToken(): Promise<string> {
  const response = await fetch(`${AUTH_API}/auth/signin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function asOwner<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${BUSINESS_API}/business/v1/${LAGOS}/tools/${path}?location=${BALOGUN}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(201);
  return JSON.parse(text) as T;
}

test.describe("The cashier's sale", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.setTimeout(90_000);

  test('raises an invoice and takes the payment; no Edit or Cancel, with the reason; no business settings', async ({ page }) => {
    test.skip(!(await isSandbox()), 'needs the sandbox backend and its demo cashier');
    const tag = Math.random().toString(36).slice(2, 8);
    const token = await ownerToken();
    const customer = `Counter customer ${tag}`;
    const item = `Kente strip ${tag}`;
    await asOwner(token, 'customers/', { name: customer, type: 'individual' });
    await asOwner(token, 'inventories/', {
      name: item,
      type: 'product',
      unit_price: '6000.00',
      cost_price: '4000.00',
      quantity: 5,
      unit: 'piece',
      location: BALOGUN,
    });

    await signInTo(page, CASHIER, LAGOS);
    await page.goto(`/b/${LAGOS}/invoices`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

    // The invoice, for a customer on file: a cashier cannot add customers.
    await page.getByRole('button', { name: 'New invoice' }).first().click();
    const form = page.getByRole('dialog', { name: 'New invoice' });
    const title = `Kente for the naming ceremony ${tag}`;
    await form.getByRole('textbox', { name: /Title/ }).fill(title);
    await form.getByRole('combobox', { name: /Customer/ }).fill(customer);
    await page.getByRole('option', { name: customer }).click();
    await expect(page.getByRole('option', { name: '+ New customer' })).toHaveCount(0);
    await form.getByRole('combobox', { name: 'Item 1' }).fill(item);
    await page.getByRole('option', { name: `${item} (5 left)` }).click();
    await form.getByRole('listitem', { name: 'Line 1' }).getByRole('textbox', { name: 'Quantity' }).fill('2');
    await form.getByRole('button', { name: 'Review' }).click();
    await form.getByRole('button', { name: 'Save invoice' }).click();
    await expect(form).toHaveCount(0);
    const saved = page.getByText(/^Invoice INV-\d{6} saved$/);
    const number = (await saved.textContent())!.match(/INV-\d{6}/)![0];
    await dismissToasts(page);

    // The card's menu (newest first): Edit and Cancel are there, disabled, saying why; Record payment works.
    const card = page.getByRole('listitem').filter({ hasText: number });
    // 2 x 6,000 and the demo business's 7.5 % VAT.
    await expect(card).toContainText('₦12,900.00');
    const actions = page.getByRole('button', { name: `Actions for ${number} ${title}`, exact: true });
    await actions.click();
    const edit = page.getByRole('menuitem', { name: /^Edit/ });
    await expect(edit).toBeDisabled();
    await expect(edit).toContainText("You don't have permission to edit invoices.");
    const cancel = page.getByRole('menuitem', { name: /^Cancel invoice/ });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toContainText("You don't have permission to remove invoices.");
    await page.getByRole('menuitem', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: `Record a payment on ${number}` });
    await expect(pay.getByRole('textbox', { name: /Amount received/ })).toHaveValue(/12,?900/);
    await pay.getByRole('button', { name: 'Record payment' }).click();
    const recorded = page.getByRole('dialog', { name: 'Payment recorded' });
    await expect(recorded.getByText(/^RCT-\d{6}$/)).toBeVisible();
    await recorded.getByRole('button', { name: 'Done' }).click();

    // The invoice's page: paid; no Edit, no Cancel to press.
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Paid');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel invoice' })).toBeDisabled();

    // Business settings are the owner's.
    await page.goto(`/b/${LAGOS}/settings`);
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Business settings' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
