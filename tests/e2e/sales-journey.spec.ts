/**
 * The sale from start to finish (issue 13, 'End-to-end'), as the owner: two stocked items sold to
 * a customer made in the form's own modal (Save pressed twice: one invoice) -> both items' stock
 * drops -> part paid (Record payment pressed twice: one receipt) -> a debtor in naira -> reminded
 * -> the rest paid, the receipt shown -> no debtor left -> both PDFs hold the number and the amount
 * due with ₦ -> Edit is refused, and the menu says why. Then a save and a payment whose answers are
 * lost after the sandbox acted (`after`): the retry still makes one invoice and one payment. Then
 * hostile names and titles through the invoice, its PDF, the share dialog and the public page.
 * Set-up goes through the API; the UI is for the steps under test. (The other sales specs cover
 * the list filters, the form's 500, cancel, change in cash and the second reminder.)
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { readPdfText } from '../../src/lib/pdf/testing/pdf-text';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { businessCall, expect, expectInert, injectFault, test, watchPage, type Owner } from './fixtures';
import { expectAccessible } from './tools-support';

interface Created {
  id: number;
}
interface Invoice extends Created {
  number: string;
  title: string;
  total_amount_due: string;
  total_balance: string;
  state: string;
}
type Page_<T> = { count: number; results: T[] };

const INVOICES = '/business/v1/{businessId}/tools/invoices/';
const RECEIPTS = '/business/v1/{businessId}/tools/receipts/';
const TODAY = new Date().toISOString().slice(0, 10);

const tools = (owner: Owner) => `/business/v1/${owner.businessId}/tools`;

async function addItem(owner: Owner, name: string, unit_price: string, quantity: number): Promise<Created> {
  return businessCall<Created>(owner, 'POST', `${tools(owner)}/inventories/`, {
    name,
    type: 'product',
    unit_price,
    cost_price: '1000.00',
    quantity,
    unit: 'piece',
  });
}

/** The PDF's text, every page. */
async function pdfText(download: Download): Promise<string> {
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = new Uint8Array(await readFile(await download.path()));
  return (await readPdfText(bytes)).pages.join('\n');
}

/** Picks `option` for line `n`'s item, searching with `text`. */
async function chooseItem(page: Page, dialog: Locator, n: number, text: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: `Item ${n}` }).fill(text);
  await page.getByRole('option', { name: option }).click();
}

/** The invoice's own page, from the list's row. */
async function openInvoice(page: Page, owner: Owner, number: string): Promise<void> {
  await page.goto(`/b/${owner.businessId}/invoices`);
  await page
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
}

/** The page's 'Record payment', the amount typed, then the save pressed twice quickly: the receipt shows. */
async function payTwicePressed(page: Page, number: string, amount: string | null): Promise<Locator> {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record a payment on ${number}` });
  if (amount !== null) await dialog.getByRole('textbox', { name: /Amount received/ }).fill(amount);
  await dialog.getByRole('button', { name: 'Record payment' }).dblclick();
  const recorded = page.getByRole('dialog', { name: 'Payment recorded' });
  await expect(recorded.getByText(/^RCT-\d{6}$/)).toBeVisible();
  return recorded;
}

test.describe('The sale, start to finish', () => {
  test.setTimeout(120_000);

  test('new customer in the form -> stock drops -> part paid -> debtor -> reminder -> paid -> receipt -> no debtor -> both PDFs -> Edit refused', async ({
    ownerPage: page,
    owner,
  }) => {
    const ankara = await addItem(owner, 'Ankara fabric (6 yards)', '15000.00', 10);
    const scarf = await addItem(owner, 'Silk scarf', '4500.50', 4);

    // The invoice: two lines, the customer made in its modal, Save pressed twice.
    await page.goto(`/b/${owner.businessId}/invoices`);
    await page.getByRole('button', { name: 'New invoice' }).first().click();
    const form = page.getByRole('dialog', { name: 'New invoice' });
    await form.getByRole('textbox', { name: /Title/ }).fill('Wedding outfits for the Okafor family');
    await form.getByRole('combobox', { name: /Customer/ }).click();
    await page.getByRole('option', { name: '+ New customer' }).click();
    const addCustomer = page.getByRole('dialog', { name: 'Add customer' });
    await addCustomer.getByRole('textbox', { name: 'Name' }).fill('Chidi Okafor');
    await addCustomer.getByRole('textbox', { name: 'Email' }).fill('chidi.okafor@example.ng');
    await addCustomer.getByRole('button', { name: 'Add customer' }).click();
    await expect(addCustomer).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: /Customer/ })).toHaveValue('Chidi Okafor');
    await chooseItem(page, form, 1, 'Ankara', 'Ankara fabric (6 yards) (10 left)');
    await form.getByRole('listitem', { name: 'Line 1' }).getByRole('textbox', { name: 'Quantity' }).fill('2');
    await form.getByRole('button', { name: 'Add item' }).click();
    await chooseItem(page, form, 2, 'Silk', 'Silk scarf (4 left)');
    await form.getByRole('button', { name: 'Review' }).click();
    // 2 x 15,000 + 4,500.50, no VAT (the new business has none): 34,500.50.
    await expect(form.getByRole('region', { name: 'Check the invoice before saving' }).getByTestId('amount-due')).toHaveText(
      '₦34,500.50',
    );
    await form.getByRole('button', { name: 'Save invoice' }).dblclick();
    await expect(form).toHaveCount(0);

    const made = await businessCall<Page_<Invoice>>(owner, 'GET', `${tools(owner)}/invoices/`);
    expect(made.count, 'one invoice from two presses').toBe(1);
    const invoice = made.results[0]!;
    expect(invoice).toMatchObject({ total_amount_due: '34500.50', state: 'unpaid' });
    await expect(page.getByRole('row', { name: new RegExp(invoice.number) })).toContainText('₦34,500.50');

    // Both items' stock dropped, as their pages say.
    await page.goto(`/b/${owner.businessId}/inventory/${ankara.id}`);
    await expect(page.getByText('Product · 8 piece in stock')).toBeVisible();
    await page.goto(`/b/${owner.businessId}/inventory/${scarf.id}`);
    await expect(page.getByText('Product · 3 piece in stock')).toBeVisible();

    // Part paid in cash (the default method), the save pressed twice: one receipt.
    await openInvoice(page, owner, invoice.number);
    let recorded = await payTwicePressed(page, invoice.number, '20000');
    await recorded.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('₦14,500.50');
    const receipts = await businessCall<Page_<Created>>(owner, 'GET', `${tools(owner)}/receipts/?invoice=${invoice.id}`);
    expect(receipts.count, 'one receipt from two presses').toBe(1);

    // A debtor in naira with the balance; a reminder goes out by e-mail.
    await page.goto(`/b/${owner.businessId}/debtors`);
    const debtor = page.getByRole('row', { name: /Chidi Okafor/ });
    await expect(debtor).toContainText('₦14,500.50');
    await expect(debtor).toContainText('Not yet due');
    await page.getByRole('button', { name: 'Actions for Chidi Okafor' }).click();
    await page.getByRole('menuitem', { name: 'Send reminder' }).click();
    const remind = page.getByRole('dialog', { name: 'Send a payment reminder' });
    await expect(remind.getByRole('textbox', { name: /Message/ })).toHaveValue(new RegExp(`₦14,500\\.50.*${invoice.number}`));
    await remind.getByRole('button', { name: 'Send reminder' }).click();
    await expect(page.getByText(/Reminder sent to Chidi Okafor by email/)).toBeVisible();
    await expect(debtor).toContainText('just now');

    // The rest (the amount offered is the balance): paid, the receipt shown with its PDF.
    await openInvoice(page, owner, invoice.number);
    recorded = await payTwicePressed(page, invoice.number, null);
    const receiptNumber = (await recorded.getByText(/^RCT-\d{6}$/).textContent())!;
    await expectAccessible(page);
    const [receiptPdf] = await Promise.all([
      page.waitForEvent('download'),
      recorded.getByRole('button', { name: 'Download receipt PDF' }).click(),
    ]);
    const receiptText = await pdfText(receiptPdf);
    expect(receiptText).toContain(receiptNumber);
    expect(receiptText).toContain(invoice.number);
    expect(receiptText).toContain('₦34,500.50');
    await recorded.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Paid');
    expect((await businessCall<Page_<Created>>(owner, 'GET', `${tools(owner)}/receipts/?invoice=${invoice.id}`)).count).toBe(2);

    // The invoice's PDF: the number and the amount due with ₦.
    const [invoicePdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const invoiceText = await pdfText(invoicePdf);
    expect(invoiceText).toContain(invoice.number);
    expect(invoiceText).toContain('₦34,500.50');

    // Each receipt on the invoice's page opens its own page.
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('link')).toHaveCount(2);
    await payments.getByRole('link', { name: receiptNumber }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Receipt ${receiptNumber}` })).toBeVisible();

    // Nobody owes anything now.
    await page.goto(`/b/${owner.businessId}/debtors`);
    await expect(page.getByText('Nobody owes you money')).toBeVisible();

    // Edit is refused once paid, and the row's menu says why.
    await page.goto(`/b/${owner.businessId}/invoices`);
    await page.getByRole('button', { name: `Actions for ${invoice.number} ${invoice.title}`, exact: true }).click();
    const edit = page.getByRole('menuitem', { name: /^Edit/ });
    await expect(edit).toBeDisabled();
    await expect(edit).toContainText('A payment is recorded on this invoice: it can no longer be changed.');
    await expect(page.getByRole('menuitem', { name: /^Record payment/ })).toContainText('This invoice is paid in full.');
    await page.keyboard.press('Escape');
  });

  test('answers lost after the sandbox acted: the retried save makes one invoice, the retried payment one receipt', async ({
    ownerPage: page,
    owner,
  }) => {
    await businessCall(owner, 'POST', `${tools(owner)}/customers/`, { name: 'Amaka Stores', type: 'business' });
    const item = await addItem(owner, 'Adire tie-dye', '8000.00', 5);

    await page.goto(`/b/${owner.businessId}/invoices`);
    await page.getByRole('button', { name: 'New invoice' }).first().click();
    const form = page.getByRole('dialog', { name: 'New invoice' });
    await form.getByRole('textbox', { name: /Title/ }).fill('Adire for the shop');
    await form.getByRole('combobox', { name: /Customer/ }).click();
    await page.getByRole('option', { name: 'Amaka Stores' }).click();
    await chooseItem(page, form, 1, 'Adire', 'Adire tie-dye (5 left)');
    await form.getByRole('button', { name: 'Review' }).click();

    // The sandbox makes the invoice, then the answer is lost; the form says so and keeps it all.
    await injectFault(page, 'POST', INVOICES, 'after');
    const save = form.getByRole('button', { name: 'Save invoice' });
    await save.click();
    const saved = page.getByText(/^Invoice INV-\d{6} saved$/);
    await expect(page.getByText('Network Error').first()).toBeVisible();
    await expect(form.getByRole('region', { name: 'Check the invoice before saving' })).toContainText('Amaka Stores');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(form).toHaveCount(0);
    await expect(saved).toBeVisible();
    const invoices = await businessCall<Page_<Invoice>>(owner, 'GET', `${tools(owner)}/invoices/`);
    expect(invoices.count, 'one invoice after the retry').toBe(1);
    const invoice = invoices.results[0]!;
    const stock = await businessCall<{ quantity: number }>(owner, 'GET', `${tools(owner)}/inventories/${item.id}/`);
    expect(stock.quantity, 'the stock taken once').toBe(4);

    // The same for a payment.
    await openInvoice(page, owner, invoice.number);
    await page.getByRole('button', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: `Record a payment on ${invoice.number}` });
    await pay.getByRole('textbox', { name: /Amount received/ }).fill('3000');
    await injectFault(page, 'POST', RECEIPTS, 'after');
    const record = pay.getByRole('button', { name: 'Record payment' });
    await record.click();
    const recorded = page.getByRole('dialog', { name: 'Payment recorded' });
    await expect(page.getByText('Network Error').first()).toBeVisible();
    await expect(pay.getByRole('textbox', { name: /Amount received/ })).toHaveValue(/3,?000/);
    await expect(record).toBeEnabled();
    await record.click();
    await expect(recorded.getByText(/^RCT-\d{6}$/)).toBeVisible();
    await recorded.getByRole('button', { name: 'Done' }).click();
    const receipts = await businessCall<Page_<Created>>(owner, 'GET', `${tools(owner)}/receipts/?invoice=${invoice.id}`);
    expect(receipts.count, 'one payment after the retry').toBe(1);
    const paid = await businessCall<Invoice>(owner, 'GET', `${tools(owner)}/invoices/${invoice.id}`);
    expect(paid.total_balance).toBe('5000.00');
  });

  test('hostile names and titles: the invoice page, its PDF, the share dialog and the public page show them as text', async ({
    ownerPage: page,
    owner,
    browser,
  }) => {
    const [title, customerName, itemName] = [HOSTILE_NAMES[0], HOSTILE_NAMES[2], HOSTILE_NAMES[1]];
    const customer = await businessCall<Created>(owner, 'POST', `${tools(owner)}/customers/`, {
      name: customerName,
      type: 'individual',
      phone_number: '08031234567',
    });
    const item = await addItem(owner, itemName, '12500.00', 3);
    const invoice = await businessCall<Invoice>(owner, 'POST', `${tools(owner)}/invoices/`, {
      customer: customer.id,
      title,
      sale_date: TODAY,
      due_date: TODAY,
      items: [{ inventory: item.id, quantity: 1, unit_price: '12500.00' }],
      note: HOSTILE_NAMES[3],
    });

    await page.goto(`/b/${owner.businessId}/invoices/${invoice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bill to' })).toContainText(customerName);
    await expect(page.getByRole('cell', { name: itemName, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invoice' })).toContainText(HOSTILE_NAMES[3]);

    // The PDF builds and carries the names as text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const text = await pdfText(download);
    expect(text).toContain(invoice.number);
    expect(text).toContain('₦12,500.00');
    // (Long names wrap in the PDF's two columns, so the one-line strings are checked.)
    expect(text).toContain(itemName);
    expect(text).toContain(HOSTILE_NAMES[3]);

    // Shared from the page (no other spec opens the share dialog): the link; axe on the dialog.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: `Share invoice ${invoice.number}` });
    const link = share.getByRole('textbox', { name: 'Customer link' });
    await expect(link).toHaveValue(/\/i\/[^/]+$/);
    await expectAccessible(page);
    // The link's path, on the app under test (the sandbox writes its own configured origin).
    const url = `${new URL(page.url()).origin}${new URL(await link.inputValue()).pathname}`;
    await expectInert(page);
    await page.keyboard.press('Escape');
    await expect(share).toHaveCount(0);

    // Signed out, the public page: the names as text, nothing ran.
    const context = await browser.newContext();
    const customerPage = await context.newPage();
    watchPage(customerPage);
    await customerPage.goto(url);
    await expect(customerPage.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
    await expect(customerPage.getByText(customerName, { exact: true }).first()).toBeVisible();
    await expect(customerPage.getByText(itemName, { exact: true }).first()).toBeVisible();
    await expect(customerPage.getByText(title, { exact: true }).first()).toBeVisible();
    await expectInert(customerPage);
    await context.close();
  });
});
