/**
 * Banking onboarding journeys on the sandbox, each on a newly signed-up owner: Nigeria personal
 * with a rejected BVN (the sandbox's magic value) corrected -> verified -> naira account opened and
 * shown on /banking; US personal -> dollar account; Nigeria business KYB -> application with three
 * documents. axe on every step, light and dark, in the first journey.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pngOf } from './images';
import { expectAccessible } from './tools-support';

const REJECTED_BVN = '00000000000';

async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

async function next(page: Page, heading: string, axe: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeFocused();
  if (axe) await accessibleInBothThemes(page);
}

async function personalSteps(page: Page, country: 'NG' | 'US', secret: string, axe = false): Promise<void> {
  await page.goto('/banking/onboarding');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByTestId('onboarding-status')).toHaveText('Started');
  if (axe) await accessibleInBothThemes(page);
  if (country === 'US') await page.getByRole('radio', { name: 'United States (dollar)' }).check();
  await next(page, 'Your details', axe);
  await page.getByLabel(/^First name/).fill('Adaeze');
  await page.getByLabel(/^Last name/).fill('Okafor');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel(/^Date of birth/).fill('1990-04-12');
  await page.getByLabel(/^Phone number/).fill(country === 'NG' ? '08031234567' : '+17135550142');
  await next(page, 'Your address', axe);
  await page.getByLabel(/^Street address/).fill(country === 'NG' ? '14 Allen Avenue' : '2100 Travis Street');
  await page.getByLabel(/^City/).fill(country === 'NG' ? 'Ikeja' : 'Houston');
  await page.getByLabel(/^State/).fill(country === 'NG' ? 'Lagos' : 'TX');
  if (country === 'US') await page.getByLabel(/^ZIP code/).fill('77002');
  await next(page, 'Identity', axe);
  await page.getByLabel(country === 'NG' ? /^BVN/ : /^SSN/).fill(secret);
  await page.getByLabel(/^ID document/).selectOption('passport');
  await page.getByLabel(/^Document number/).fill('A12345678');
  await page
    .getByLabel(country === 'NG' ? /^Passport photograph/ : /^Photograph of the document/)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOf(page, 60, 80, '#336699') });
  await expect(page.getByRole('img', { name: /^Preview of/ })).toBeVisible();
  await next(page, 'Review and submit', axe);
  await page.getByRole('button', { name: 'Submit for verification' }).click();
}

test.describe('Banking onboarding', () => {
  test('Nigeria personal: rejected BVN -> reason -> corrected -> verified -> naira account on /banking', async ({
    ownerPage: page,
  }) => {
    await personalSteps(page, 'NG', REJECTED_BVN, true);
    await expect(page.getByText('The BVN could not be verified: no record matches it.')).toBeVisible();
    await expect(page.getByTestId('onboarding-status')).toHaveText('Rejected');
    await accessibleInBothThemes(page);
    const stored = await page.evaluate(() => sessionStorage.getItem('ledgerly.banking.onboarding') ?? '');
    expect(stored).not.toContain(REJECTED_BVN);
    expect(stored).not.toContain('A12345678');

    await page.getByRole('button', { name: 'Correct and resubmit' }).click();
    await expect(page.getByRole('heading', { name: 'Identity' })).toBeFocused();
    await page.getByLabel(/^BVN/).fill('22212345678');
    await next(page, 'Review and submit', false);
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.getByRole('button', { name: 'Open my naira account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is open' })).toBeVisible();
    const number = (await page.locator('dt:has-text("Account number") + dd').textContent())?.trim() ?? '';
    expect(number).toMatch(/^\d{10}$/);
    await page.getByRole('link', { name: 'Go to banking' }).click();
    await expect(page).toHaveURL(/\/banking$/);
    await expect(page.getByText(new RegExp(number.slice(-4))).first()).toBeVisible();
  });

  test('US personal -> verified -> dollar account', async ({ ownerPage: page }) => {
    await personalSteps(page, 'US', '123-45-6789');
    await page.getByRole('button', { name: 'Open my dollar account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is open' })).toBeVisible();
    await expect(page.getByText('Evolve Bank & Trust')).toBeVisible();
  });

  test('Nigeria business: KYB -> application with three documents -> submitted', async ({ ownerPage: page }) => {
    // The KYB needs a verified KYC first.
    await personalSteps(page, 'NG', '22212345678');
    await expect(page.getByRole('button', { name: 'Open my naira account' })).toBeVisible();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/banking/onboarding');
    await page.getByRole('radio', { name: 'Business' }).check();
    await next(page, 'Business details', false);
    await page.getByLabel(/^Business name/).fill("Nkechi's Kitchen Ltd");
    await page.getByLabel(/^CAC number/).fill('RC1234567');
    await page.getByLabel(/^Business email/).fill('accounts@nkechiskitchen.ng');
    await page.getByLabel(/^Business phone number/).fill('+2348091234567');
    await page.getByLabel(/^Date of registration/).fill('2019-03-15');
    await next(page, 'Business address', false);
    await page.getByLabel(/^Registered address/).fill('22 Admiralty Way, Lekki Phase 1');
    await page.getByLabel(/^Street/).fill('Admiralty Way');
    await page.getByLabel(/^City/).fill('Lekki');
    await page.getByLabel(/^State/).fill('Lagos');
    await next(page, 'Verification', false);
    await page.getByLabel(/^Director's BVN/).fill('22212345678');
    await next(page, 'Review and submit', false);
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await expect(page.getByRole('heading', { name: 'Business verified: apply for the account' })).toBeVisible();
    await page.getByLabel(/^Business type/).selectOption('private_limited');
    await page.getByLabel(/^Industry/).fill('Food and beverages');
    await page.getByLabel(/^Expected monthly volume/).fill('15000000');
    const picture = await pngOf(page, 40, 40, '#aa3300');
    for (const [label, name] of [
      [/^Incorporation document/, 'cac.png'],
      [/^Proof of address/, 'bill.png'],
      [/^Director's ID/, 'id.png'],
    ] as const) {
      await page.getByLabel(label).setInputFiles({ name, mimeType: 'image/png', buffer: picture });
    }
    await accessibleInBothThemes(page);
    await page.getByRole('button', { name: 'Submit the application' }).click();
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    await expect(page.getByTestId('onboarding-status')).toHaveText('Application submitted');
  });
});
