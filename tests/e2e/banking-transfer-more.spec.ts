/**
 * More of the transfer flow (issue 16, decision 0027), each on a new owner's naira account
 * (₦500,000.00, opened and given a PIN through the API):
 * - 'Check again' end to end: the transfer is made but its answer is lost (the route layer drops
 *   the connection after the sandbox answered, so Chromium cannot resend it unseen); the result
 *   step says the outcome is unknown, 'Check again' resends under the SAME Idempotency-Key and
 *   shows the first transfer; the ledger holds exactly one, the balance dropped once.
 *   Before it, an amount over the single-transfer limit is refused naming the limit; after it, the
 *   new account's statement adds up to the kobo and closes on the new balance.
 * - The whole flow by keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys, typing; no
 *   click or fill), from /banking/transfer with no account chosen: focus lands on each step's
 *   heading, Back works once, the transfer is sent with a hostile narration typed, shown as text
 *   and never run, and counted once in the sandbox's ledger.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { expect, expectInert, test } from './fixtures';
import { fillByKeyboard, tabTo } from './support';
import { BANKING_API, bankingCall, NEW_ACCOUNT_PIN, openNairaAccountWithPin, personalTransactions } from './banking-api';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
/** The personal transfer call (not its `transfer_fee/` quote). */
const TRANSFER_URL = /\/personal_bank_accounts\/\d+\/transfer\/(\?.*)?$/;

async function availableBalance(token: string, accountId: number): Promise<string> {
  return (await bankingCall<{ available_balance: string }>(token, 'GET', `/personal_bank_accounts/${accountId}/`))
    .available_balance;
}

test.describe('banking transfers, more', () => {
  test('the answer lost after the transfer was made: Check again resends the same key and shows the one transfer', async ({
    ownerPage: page,
    owner,
  }) => {
    test.setTimeout(60_000);
    const account = await openNairaAccountWithPin(owner.token);
    const narration = `E2E check again ${Date.now().toString(36)}`;

    // The first transfer POST reaches the sandbox (which makes the transfer), then the page sees a
    // reset connection; later ones go through untouched. Every key sent is recorded.
    const keys: string[] = [];
    let dropped = false;
    await page.route(TRANSFER_URL, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      keys.push(request.headers()['idempotency-key'] ?? '(none)');
      if (dropped) return route.continue();
      dropped = true;
      const answer = await route.fetch();
      expect(answer.status(), 'the sandbox made the first transfer').toBe(201);
      return route.abort('connectionreset');
    });

    await page.goto(`/banking/transfer?from=personal:${account.id}`);
    await expect(page.getByRole('radio', { name: /Ngozi Balogun/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'To')).toBeFocused();
    await page.getByRole('radio', { name: 'New beneficiary' }).click();
    await page.getByRole('combobox', { name: /Bank/ }).fill('Guaranty');
    await page.getByRole('option', { name: 'Guaranty Trust Bank' }).click();
    await page.getByRole('textbox', { name: /Account number/ }).fill('0234567891');
    await page.getByRole('button', { name: 'Check account' }).click();
    await expect(page.getByTestId('verified-name')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 'Amount')).toBeFocused();
    // Over the tier's single-transfer limit: refused at the field, the limit named.
    const amount = page.getByRole('textbox', { name: /Amount/ });
    await expect(page.getByText('Limits: ₦1,000,000.00 per transfer, ₦5,000,000.00 a day.')).toBeVisible();
    await amount.fill('1000001');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^Above your single-transfer limit of ₦1,000,000\.00\./)).toBeVisible();
    await expect(heading(page, 'Amount')).toBeVisible();
    await amount.fill('2500');
    await page.getByRole('textbox', { name: 'Narration' }).fill(narration);
    await expect(page.getByTestId('transfer-fee')).toHaveText('₦10.75');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('summary-total-debited')).toHaveText('₦2,510.75');
    await page.getByRole('button', { name: 'Continue to authorise' }).click();
    await page.getByRole('group', { name: 'Transaction PIN', exact: true }).getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(NEW_ACCOUNT_PIN);
    await page.getByRole('button', { name: 'Confirm and send' }).click();

    // The outcome is unknown, though the sandbox made the transfer.
    await expect(heading(page, 'Result')).toBeFocused();
    await expect(page.getByText('We don’t know yet whether this transfer was made.')).toBeVisible();
    await expect(page.getByText(/Transfer (sent|pending)/)).toHaveCount(0);
    const made = (await personalTransactions(owner.token, account.id)).filter(
      (t) => t.type === 'debit' && t.narration === narration,
    );
    expect(made).toHaveLength(1);
    expect(keys).toHaveLength(1);

    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByText('Transfer sent')).toBeVisible();
    await expect(heading(page, 'Result')).toBeFocused();
    await expect(page.getByTestId('transfer-reference')).toHaveText(made[0]!.reference);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // Exactly one transfer in the ledger; the balance dropped once, by amount + fee.
    const debits = (await personalTransactions(owner.token, account.id)).filter(
      (t) => t.type === 'debit' && t.narration === narration,
    );
    expect(debits).toHaveLength(1);
    expect(await availableBalance(owner.token, account.id)).toBe('497489.25');
    await page.getByRole('link', { name: 'Back to the account' }).click();
    await expect(page.getByText('₦497,489.25').first()).toBeVisible();

    // This month's statement of the new account adds up to the kobo and closes on that balance.
    // The sandbox dates a naira transaction by the Lagos day (UTC+1): the period is Lagos' month so
    // far, written out, so the run does not depend on the hour.
    const lagosToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    await page.goto(
      `/banking/accounts/personal/${account.id}/statement?start_date=${lagosToday.slice(0, 8)}01&end_date=${lagosToday}`,
    );
    await expect(page.getByTestId('statement-check')).toHaveText(/^Adds up/);
    const kobo = async (id: string) => BigInt((await page.getByTestId(id).textContent())!.replace(/[^\d]/g, ''));
    const closing = await kobo('closing-balance');
    expect(closing).toBe(49_748_925n);
    expect((await kobo('opening-balance')) + (await kobo('total-credit')) - (await kobo('total-debit'))).toBe(closing);
    expect(await kobo('total-debit')).toBeGreaterThanOrEqual(251_075n);
  });

  test('the whole transfer flow by keyboard alone, focus on each step’s heading, Back once', async ({
    ownerPage: page,
    owner,
  }) => {
    test.setTimeout(60_000);
    const account = await openNairaAccountWithPin(owner.token);
    // A hostile narration, typed: shown as text on review and result, never run.
    const narration = `${HOSTILE_NAMES[0]} ${Date.now().toString(36)}`;
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });

    // 1 From, on /banking/transfer with no account chosen: Enter on Continue asks for one and
    // puts focus on the first account; Space chooses it; the route by arrow keys (intra-bank and
    // back to NIP).
    await page.goto('/banking/transfer');
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    const from = page.getByRole('radio', { name: /Ngozi Balogun/ });
    await expect(from).not.toBeChecked();
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Choose the account to send from.')).toBeVisible();
    await expect(from).toBeFocused();
    await page.keyboard.press('Space');
    await expect(from).toBeChecked();
    const nip = page.getByRole('radio', { name: 'Another Nigerian bank (NIP)' });
    await tabTo(page, nip);
    await page.keyboard.press('ArrowDown');
    const intra = page.getByRole('radio', { name: /intra-bank|Within/i });
    await expect(intra).toBeChecked();
    await expect(intra).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(nip).toBeChecked();
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');

    // 2 To, then Back by keyboard to From and on again.
    await expect(heading(page, 'To')).toBeFocused();
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await expect(heading(page, 'From')).toBeFocused();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(from).toBeChecked();
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');
    await expect(heading(page, 'To')).toBeFocused();

    // A new beneficiary: the bank searched and chosen in the combobox, the NUBAN typed, the name check.
    // Who to pay is one tab stop; the arrow keys move the choice (to Saved, with none yet, and back).
    const newOne = page.getByRole('radio', { name: 'New beneficiary' });
    const saved = page.getByRole('radio', { name: 'Saved beneficiary' });
    await tabTo(page, newOne);
    await expect(newOne).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(saved).toBeFocused();
    await expect(saved).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('No saved beneficiaries for this account yet.')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(newOne).toBeFocused();
    await expect(newOne).toHaveAttribute('aria-checked', 'true');
    const bank = page.getByRole('combobox', { name: /Bank/ });
    await fillByKeyboard(page, bank, 'Guaranty');
    await expect(page.getByRole('option', { name: 'Guaranty Trust Bank' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(bank).toHaveValue('Guaranty Trust Bank');
    await fillByKeyboard(page, page.getByRole('textbox', { name: /Account number/ }), '0234567891');
    await tabTo(page, page.getByRole('button', { name: 'Check account' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('verified-name')).not.toBeEmpty();
    // Focus stays on the form's button, now Continue: Enter goes on.
    await expect(continueButton).toBeFocused();
    await page.keyboard.press('Enter');

    // 3 Amount and narration; Shift+Tab back from Continue to the narration.
    await expect(heading(page, 'Amount')).toBeFocused();
    await fillByKeyboard(page, page.getByRole('textbox', { name: /Amount/ }), '2500');
    const narrationField = page.getByRole('textbox', { name: 'Narration' });
    await fillByKeyboard(page, narrationField, narration);
    await expect(page.getByTestId('transfer-fee')).toHaveText('₦10.75');
    await tabTo(page, continueButton);
    await page.keyboard.press('Shift+Tab');
    await expect(narrationField).toBeFocused();
    await page.keyboard.press('Enter');

    // 4 Review.
    await expect(heading(page, 'Review')).toBeFocused();
    await expect(page.getByTestId('summary-total-debited')).toHaveText('₦2,510.75');
    await expect(page.getByTestId('summary-narration')).toHaveText(narration);
    await tabTo(page, page.getByRole('button', { name: 'Continue to authorise' }));
    await page.keyboard.press('Enter');

    // 5 Authorise: the PIN typed into its boxes, Enter sends.
    await expect(heading(page, 'Authorise')).toBeFocused();
    await fillByKeyboard(
      page,
      page.getByRole('group', { name: 'Transaction PIN', exact: true }).getByLabel('Digit 1 of 6'),
      NEW_ACCOUNT_PIN,
    );
    await page.keyboard.press('Enter');

    // 6 Result.
    await expect(heading(page, 'Result')).toBeFocused();
    await expect(page.getByText('Transfer sent')).toBeVisible();
    const debits = (await personalTransactions(owner.token, account.id)).filter(
      (t) => t.type === 'debit' && t.narration === narration,
    );
    expect(debits).toHaveLength(1);
    await expect(page.getByTestId('transfer-reference')).toHaveText(debits[0]!.reference);
    await expectInert(page);

    // 'Send another' by keyboard starts again at step 1, its heading focused.
    await tabTo(page, page.getByRole('button', { name: 'Send another' }));
    await page.keyboard.press('Space');
    await expect(heading(page, 'From')).toBeFocused();
  });

  test('hostile beneficiary names, saved by earlier transfers, are text in the saved list, on review and on the result', async ({
    ownerPage: page,
    owner,
  }) => {
    test.setTimeout(45_000);
    const account = await openNairaAccountWithPin(owner.token);
    // Beneficiaries are saved only by a transfer: three through the API, each to a hostile name.
    const names = HOSTILE_NAMES.slice(0, 3);
    const chosen = names[1]!;
    for (const [i, name] of names.entries()) {
      const answer = await fetch(`${BANKING_API}/personal_bank_accounts/${account.id}/transfer/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({
          amount: '100.00',
          beneficiary_account_number: `023456789${i}`,
          beneficiary_bank_code: '000013',
          beneficiary_name: name,
          narration: `E2E hostile beneficiary ${i}`,
          pin: NEW_ACCOUNT_PIN,
          save_beneficiary: true,
        }),
      });
      expect(answer.status, await answer.text()).toBe(201);
    }

    await page.goto(`/banking/transfer?from=personal:${account.id}`);
    await expect(page.getByRole('radio', { name: /Ngozi Balogun/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(page, 'To')).toBeFocused();
    await page.getByRole('radio', { name: 'Saved beneficiary' }).click();
    const saved = page.getByRole('list', { name: 'Saved beneficiaries' });
    for (const name of names) await expect(saved.getByText(name, { exact: true })).toBeVisible();
    await saved.getByRole('listitem').filter({ hasText: chosen }).getByRole('button').click();

    await expect(heading(page, 'Amount')).toBeFocused();
    await page.getByRole('textbox', { name: /Amount/ }).fill('150');
    await page.getByRole('textbox', { name: 'Narration' }).fill('E2E to a hostile name');
    await expect(page.getByTestId('transfer-fee')).toHaveText('₦10.75');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(page, 'Review')).toBeFocused();
    await expect(page.getByTestId('summary-to')).toContainText(chosen);
    await page.getByRole('button', { name: 'Continue to authorise' }).click();
    await page.getByRole('group', { name: 'Transaction PIN', exact: true }).getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(NEW_ACCOUNT_PIN);
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(page.getByText('Transfer sent')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Transfer sent' })).toContainText(`to ${chosen}`);
    await expectInert(page);
  });
});
