/**
 * The vault's detail and sharing side (issue 17, items 3-5 and 8) on a new user: a text file put in
 * the vault through the API -> its detail modal (axe light and dark) -> shared restricted with a
 * password -> the link in a fresh, signed-out browser context: a wrong password refused, the right
 * one previews the text (axe light and dark) -> the owner stops sharing -> the link says it does
 * not exist. The seeded expired link says it expired. Next of kin added and edited (axe).
 */
import type { Page } from '@playwright/test';
import { expect, expectInert, test } from './fixtures';
import { AUTH_API } from './support';
import { expectAccessible } from './tools-support';

const VAULT_API = AUTH_API.replace(/\d$/, (digit) => String(Number(digit) + 6));
/** The personal demo vault's expired link (scripts/sandbox/services/vault/shares.seed.ts). */
const EXPIRED_SHARE = '9d4f6b8a-3c2e-4d1f-a7b9-6e0c8d2f4a55';
const FILE_TEXT = 'Stock count 24 Nov: 40 yards Ankara, <b>12</b> lace rolls';

async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

async function uploadText(token: string, name: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([FILE_TEXT], { type: 'text/plain' }), name);
  const response = await fetch(`${VAULT_API}/files/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status, 'upload through the API').toBe(201);
}

test.describe('Vault sharing', () => {
  test('detail -> share restricted -> wrong password refused, right one previews -> revoked -> link gone; expired link; next of kin', async ({
    ownerPage: page,
    owner,
    browser,
  }) => {
    test.setTimeout(60_000);
    await uploadText(owner.token, 'stock-count.txt');

    await page.goto('/vault');
    await page.getByRole('button', { name: 'stock-count.txt' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'stock-count.txt' })).toBeVisible();
    await expect(dialog.getByText('This file is not shared.')).toBeVisible();
    await accessibleInBothThemes(page);

    await dialog.getByRole('button', { name: 'New share link' }).click();
    await dialog.getByLabel('Only people with the password').check();
    await dialog.getByRole('textbox', { name: /^Password/ }).fill('Lagos2026x');
    await dialog.getByRole('button', { name: 'Make share link' }).click();
    const link = (await dialog.getByLabel('Share link', { exact: true }).textContent()) ?? '';
    expect(link).toMatch(/\/vault\/shared\/[0-9a-f-]{36}$/);
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveText('Lagos2026x');

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByRole('heading', { name: 'This file is protected' })).toBeVisible();
    await visitor.getByLabel(/^Password/).fill('Wrong2026x');
    await visitor.getByRole('button', { name: 'Open file' }).click();
    await expect(visitor.getByText('Incorrect password. Check it and try again.')).toBeVisible();
    await visitor.getByLabel(/^Password/).fill('Lagos2026x');
    await visitor.getByRole('button', { name: 'Open file' }).click();
    await expect(visitor.getByRole('heading', { name: 'stock-count.txt' })).toBeVisible();
    await expect(visitor.getByLabel('Text: stock-count.txt')).toHaveText(FILE_TEXT);
    await accessibleInBothThemes(visitor);
    await expectInert(visitor);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop sharing?' });
    await confirm.getByLabel(/^The link’s password/).fill('Lagos2026x');
    await confirm.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(dialog.getByText('This file is not shared.')).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByText('This share link does not exist.')).toBeVisible();
    await visitor.goto(`/vault/shared/${EXPIRED_SHARE}`);
    await expect(visitor.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await visitorContext.close();

    await page.keyboard.press('Escape');
    await page.goto('/vault/next-of-kin');
    await expect(page.getByText('You have not named a next of kin yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add next of kin' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add next of kin' });
    await form.getByRole('textbox', { name: /^First name/ }).fill('Chinedu');
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Okafor');
    await form.getByRole('combobox', { name: 'Relationship' }).click();
    await page.getByRole('option', { name: 'Spouse' }).click();
    await form.getByRole('textbox', { name: /^Phone/ }).fill('0803 345 6789');
    await form.getByRole('button', { name: 'Add next of kin' }).click();
    await expect(page.locator('#main').getByText('Chinedu Okafor')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Chinedu Okafor' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit next of kin' });
    await edit.getByRole('textbox', { name: /^Address/ }).fill('14 Admiralty Way, Lekki');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('14 Admiralty Way, Lekki')).toBeVisible();
    await accessibleInBothThemes(page);
  });
});
