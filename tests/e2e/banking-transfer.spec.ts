/**
 * The transfer flow (issue 16, decision 0027). A new owner's naira account (opened and given a PIN
 * through the API): a failed name check blocks, an amount over the balance is refused naming it,
 * a transfer to a new beneficiary with the PIN lowers the balance by amount + fee and is listed on
 * the account page; the 4040.40 transfer goes pending, then failed and reversed; double
 * submissions (Confirm double-clicked, Confirm pressed again while the answer is delayed, the
 * answer lost after the transfer was made and then 'Check again') each leave exactly one transfer.
 * axe light and dark on every step. Then an ACH transfer from the seeded owner's dollar account.
 */
import type { Page } from '@playwright/test';
import { expect, forgetIntendedRepeats, injectFault, test } from './fixtures';
import { DEMO_OTP, OWNER, signIn } from './support';
import { expectAccessible } from './tools-support';
import { bankingCall, openNairaAccount, SEEDED_PIN } from './banking-api';

const PIN = '570482';
const TRANSFER_PATH = '/personal_bank_accounts/{id}/transfer/';

/** A verified Nigerian KYC, a naira account (₦500,000.00 of test funds) and its PIN, through the API. */
async function openNairaAccountWithPin(token: string): Promise<{ id: number; account_number: string }> {
  const account = await openNairaAccount(token);
  await bankingCall(
    token,
    'POST',
    `/personal_bank_accounts/${account.id}/set_pin/`,
    JSON.stringify({ pin: PIN, confirm_pin: PIN }),
  );
  await bankingCall(token, 'POST', `/personal_bank_accounts/${account.id}/check_otp/`, JSON.stringify({ otp: DEMO_OTP }));
  return account;
}

interface Txn {
  type: string;
  narration: string;
  status: string;
  reference: string;
}

/** The account's debits with this narration: the sandbox's own ledger, through its API. */
async function debitsWith(token: string, accountId: number, narration: string): Promise<Txn[]> {
  const page = await bankingCall<{ results: Txn[] }>(token, 'GET', `/personal_bank_accounts/${accountId}/transactions/`);
  return page.results.filter((t) => t.type === 'debit' && t.narration === narration);
}

async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

async function typePin(page: Page, pin: string): Promise<void> {
  await page.getByRole('group', { name: 'Transaction PIN', exact: true }).getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(pin);
}

/** Step 1 (account already chosen) to step 5 with a saved beneficiary: amount and narration typed. */
async function toAuthoriseWithSaved(page: Page, amount: string, narration: string): Promise<void> {
  await expect(heading(page, 'From')).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'To')).toBeFocused();
  await page.getByRole('radio', { name: 'Saved beneficiary' }).click();
  await page
    .getByRole('button', { name: /^CHUKWUEMEKA OBI|^[A-Z ]+ Guaranty Trust Bank/ })
    .first()
    .click();
  await expect(heading(page, 'Amount')).toBeFocused();
  await page.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await page.getByRole('textbox', { name: 'Narration' }).fill(narration);
  await expect(page.getByTestId('transfer-fee')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Review')).toBeFocused();
  await page.getByRole('button', { name: 'Continue to authorise' }).click();
  await expect(heading(page, 'Authorise')).toBeFocused();
}

test.describe('banking transfers', () => {
  test('naira transfer with name check and PIN; refusals; 4040.40 reversed; double submissions send once', async ({
    ownerPage: page,
    owner,
  }) => {
    test.setTimeout(90_000);
    const account = await openNairaAccountWithPin(owner.token);
    const run = Date.now().toString(36);

    await page.goto(`/banking/accounts/personal/${account.id}`);
    await page.getByRole('link', { name: 'Send money' }).click();
    await expect(page).toHaveURL(new RegExp(`/banking/transfer\\?from=personal(%3A|:)${account.id}`));
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Ngozi Balogun/ })).toBeChecked();
    await accessibleInBothThemes(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // To: a new beneficiary; the magic number fails the name check and the flow stops there.
    await expect(heading(page, 'To')).toBeFocused();
    await page.getByRole('radio', { name: 'New beneficiary' }).click();
    await page.getByRole('combobox', { name: /Bank/ }).click();
    await page.keyboard.type('Guaranty');
    await page.getByRole('option', { name: 'Guaranty Trust Bank' }).click();
    const number = page.getByRole('textbox', { name: /Account number/ });
    await number.fill('0000000000');
    await page.getByRole('button', { name: 'Check account' }).click();
    await expect(page.getByText('Could not verify this account.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await number.fill('0234567891');
    await page.getByRole('button', { name: 'Check account' }).click();
    await expect(page.getByTestId('verified-name')).not.toBeEmpty();
    await accessibleInBothThemes(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Amount: over the balance is refused at the field, naming it; the fee shows live.
    await expect(heading(page, 'Amount')).toBeFocused();
    const amount = page.getByRole('textbox', { name: /Amount/ });
    await amount.fill('600000');
    await expect(page.getByTestId('transfer-fee')).toHaveText('₦53.75');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^More than your available balance of ₦500,000\.00/)).toBeVisible();
    await amount.fill('5000');
    const first = `E2E rice ${run}`;
    await page.getByRole('textbox', { name: 'Narration' }).fill(first);
    await expect(page.getByTestId('transfer-fee')).toHaveText('₦10.75');
    await accessibleInBothThemes(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(heading(page, 'Review')).toBeFocused();
    await expect(page.getByTestId('summary-total-debited')).toHaveText('₦5,010.75');
    await accessibleInBothThemes(page);
    await page.getByRole('button', { name: 'Continue to authorise' }).click();

    // Authorise: Confirm double-clicked sends once.
    await expect(heading(page, 'Authorise')).toBeFocused();
    await typePin(page, PIN);
    await accessibleInBothThemes(page);
    await page.getByRole('button', { name: 'Confirm and send' }).dblclick();
    await expect(heading(page, 'Result')).toBeFocused();
    await expect(page.getByText('Transfer sent')).toBeVisible();
    await accessibleInBothThemes(page);
    expect(await debitsWith(owner.token, account.id, first)).toHaveLength(1);

    // The magic amount, with the answer delayed and Confirm pressed again: one transfer, pending, then failed and reversed.
    await page.getByRole('button', { name: 'Send another' }).click();
    const failing = `E2E failing ${run}`;
    await toAuthoriseWithSaved(page, '4040.40', failing);
    await typePin(page, PIN);
    await injectFault(page, 'POST', TRANSFER_PATH, 'delay', { delay_ms: 1500 });
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    const sending = page.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true });
    await expect(page.getByText('Transfer pending')).toBeVisible();
    await expect(page.getByText('Transfer failed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('reversal')).toContainText('₦4,051.15 returned');
    expect(await debitsWith(owner.token, account.id, failing)).toHaveLength(1);

    // The answer lost after the transfer was made: the outcome is unknown; Check again sends the same key.
    await page.getByRole('button', { name: 'Send another' }).click();
    const lost = `E2E lost ${run}`;
    await toAuthoriseWithSaved(page, '1234', lost);
    await typePin(page, PIN);
    await injectFault(page, 'POST', TRANSFER_PATH, 'after');
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    // The sandbox made the transfer, sent the answer's headers and cut its body short: the page
    // cannot read it (no browser resends after headers arrived), so the outcome is unknown.
    await expect(heading(page, 'Result')).toBeFocused();
    await expect(page.getByRole('alert')).toContainText('We don’t know yet whether this transfer was made.');
    await expect(page.getByRole('alert')).toContainText('(Network Error)');
    const made = await debitsWith(owner.token, account.id, lost);
    expect(made).toHaveLength(1);
    await accessibleInBothThemes(page);
    await page.getByRole('button', { name: 'Check again' }).click();
    // The same key: the bank answers the transfer the lost call made, and makes no other.
    await expect(page.getByText('Transfer sent')).toBeVisible();
    await expect(page.getByTestId('transfer-reference')).toHaveText(made[0]!.reference);
    expect(await debitsWith(owner.token, account.id, lost)).toHaveLength(1);

    // The balance dropped by every amount and fee (the failed one was returned); the transfer is listed.
    await page.getByRole('link', { name: 'Back to the account' }).click();
    // 500,000.00 - 5,010.75 - 1,244.75 (1,234.00 + 10.75) = 493,744.50
    await expect(page.getByText('₦493,744.50').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent transactions' }).getByText(first)).toBeVisible();

    // No transfer was repeated. Each press of Confirm checks the same PIN first, on purpose: those
    // repeats are forgotten before the fixture's own check of double submissions.
    const repeats = await bankingCall<{ duplicates: { operation: string }[] }>(owner.token, 'GET', '/__sandbox/duplicates');
    expect(repeats.duplicates.filter((d) => d.operation !== 'checkPersonalAccountPin')).toEqual([]);
    await forgetIntendedRepeats(owner);
  });

  test('an ACH transfer from the seeded owner’s dollar account, with the cut-off shown', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/(businesses|b\/\d+)/);
    await page.goto('/banking/transfer?from=personal:1002');
    await expect(page.getByRole('radio', { name: 'ACH' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'New beneficiary' }).click();
    await page.getByRole('textbox', { name: /Routing number/ }).fill('021000021');
    await page.getByRole('textbox', { name: /Account number/ }).fill('123456789012');
    await page.getByRole('radio', { name: 'Savings' }).check();
    await page.getByLabel('Save this beneficiary').uncheck();
    await page.getByRole('button', { name: 'Check account' }).click();
    await expect(page.getByTestId('verified-name')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Continue' }).click();
    const memo = `E2E ACH ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: /Amount/ }).fill('12.34');
    await page.getByRole('textbox', { name: 'Memo' }).fill(memo);
    await expect(page.getByTestId('transfer-fee')).toHaveText('$1.00');
    await expect(page.getByTestId('ach-cutoff')).toContainText(/Sent today|next business day/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('summary-total-debited')).toHaveText('$13.34');
    await expect(page.getByTestId('ach-cutoff')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to authorise' }).click();
    await typePin(page, SEEDED_PIN);
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(page.getByText(/Transfer (sent|pending)/)).toBeVisible();
    await expect(page.getByTestId('transfer-reference')).toHaveText(/^ACH-/);
  });
});
