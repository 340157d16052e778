/**
 * Banking onboarding journeys on the sandbox, each on a newly signed-up owner: Nigeria personal
 * with a rejected BVN (the sandbox's magic value) corrected -> verified -> naira account opened and
 * shown on /banking; US personal by keyboard only -> dollar account, then the US business (a
 * hostile name, the KYB's submit failing once) -> EIN verified -> dollar business account and
 * application, listed on /banking; Nigeria business KYB -> application with three documents,
 * listed on /banking. axe on every step, light and dark, in the first journey.
 */
import type { Locator, Page } from '@playwright/test';
import { HOSTILE_STRINGS } from '../../src/test/hostile-strings';
import { SERVER_ERROR, expect, expectInert, injectFault, test } from './fixtures';
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

/** Presses Tab until `target` has the focus (the journey never clicks). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

/** Tabs into a radio group, then Space and arrows until the option named `label` is checked. */
async function pickRadio(page: Page, group: string, label: string): Promise<void> {
  const radios = page.locator(`input[type="radio"][name="${group}"]`);
  for (let presses = 0; presses < 80; presses += 1) {
    if (await radios.evaluateAll((all) => all.includes(document.activeElement as HTMLInputElement))) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  const wanted = page.getByRole('radio', { name: label });
  for (let presses = 0; presses < 5 && !(await wanted.isChecked()); presses += 1) await page.keyboard.press('ArrowRight');
  await expect(wanted).toBeChecked();
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function keyboardNext(page: Page, heading: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: heading })).toBeFocused();
}

/** The US personal flow with the keyboard alone: Tab, typing, Space, arrows and Enter. */
async function usPersonalByKeyboard(page: Page): Promise<void> {
  await page.goto('/banking/onboarding');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await pickRadio(page, 'country', 'United States (dollar)');
  await keyboardNext(page, 'Your details');
  await typeInto(page, page.getByLabel(/^First name/), 'Adaeze');
  await typeInto(page, page.getByLabel(/^Last name/), 'Okafor');
  await pickRadio(page, 'gender', 'Female');
  const born = page.getByLabel(/^Date of birth/);
  await typeInto(page, born, '04121990');
  await expect(born).toHaveValue('1990-04-12');
  await typeInto(page, page.getByLabel(/^Phone number/), '+17135550142');
  await keyboardNext(page, 'Your address');
  await typeInto(page, page.getByLabel(/^Street address/), '2100 Travis Street');
  await typeInto(page, page.getByLabel(/^City/), 'Houston');
  await typeInto(page, page.getByLabel(/^State/), 'tx');
  await expect(page.getByLabel(/^State/)).toHaveValue('TX');
  await typeInto(page, page.getByLabel(/^ZIP code/), '77002');
  await keyboardNext(page, 'Identity');
  await typeInto(page, page.getByLabel(/^SSN/), '123-45-6789');
  const document = page.getByLabel(/^ID document/);
  await typeInto(page, document, 'Passport');
  await expect(document).toHaveValue('passport');
  await typeInto(page, page.getByLabel(/^Document number/), 'A12345678');
  await tabTo(page, page.getByLabel(/^Photograph of the document/));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOf(page, 60, 80, '#336699') });
  await expect(page.getByRole('img', { name: /^Preview of/ })).toBeVisible();
  await keyboardNext(page, 'Review and submit');
  await tabTo(page, page.getByRole('button', { name: 'Submit for verification' }));
  await page.keyboard.press('Enter');
  const open = page.getByRole('button', { name: 'Open my dollar account' });
  await expect(open).toBeVisible();
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your account is open' })).toBeVisible();
  await expect(page.getByText('Evolve Bank & Trust')).toBeVisible();
}

const HOSTILE_NAME = HOSTILE_STRINGS.find((s) => s.label === 'img onerror')?.value ?? '';

test.describe('Banking onboarding', () => {
  test('Nigeria personal: rejected BVN -> reason -> corrected -> verified -> naira account on /banking', async ({
    ownerPage: page,
  }) => {
    test.setTimeout(90_000); // axe twice on every step (slow on a busy machine)
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

  test('US personal by keyboard only -> dollar account; US business (hostile name, submit fails once) -> EIN -> dollar application on /banking', async ({
    ownerPage: page,
  }) => {
    test.setTimeout(90_000); // two onboardings, the first one key by key
    await usPersonalByKeyboard(page);

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/banking/onboarding');
    await page.getByRole('radio', { name: 'United States (dollar)' }).check();
    await page.getByRole('radio', { name: 'Business' }).check();
    await next(page, 'Business details', false);
    await expect(page.getByLabel(/^CAC number/)).toHaveCount(0);
    await page.getByLabel(/^Business name/).fill(HOSTILE_NAME);
    await page.getByLabel(/^Business email/).fill('books@lonestar.example.com');
    await page.getByLabel(/^Business phone number/).fill('+17135550199');
    await page.getByLabel(/^Date of formation/).fill('2018-06-01');
    await next(page, 'Business address', false);
    await page.getByLabel(/^Registered address/).fill('2100 Travis Street, Houston TX');
    await page.getByLabel(/^Street/).fill('Travis Street');
    await page.getByLabel(/^City/).fill('Houston');
    await page.getByLabel(/^State/).fill('TX');
    await page.getByLabel(/^ZIP code/).fill('77002');
    await next(page, 'Verification', false);
    await page.getByLabel(/^EIN/).fill('12-3456789');
    await next(page, 'Review and submit', false);

    await injectFault(page, 'POST', '/verify_kyb/us/', 'status', { status: 500 });
    const submit = page.getByRole('button', { name: 'Submit for verification' });
    await submit.click();
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
    await expect(page.getByText(HOSTILE_NAME, { exact: true })).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByRole('heading', { name: 'Business verified: apply for the account' })).toBeVisible();
    await expect(page.getByLabel(/^EIN/)).toHaveValue('12-3456789');
    await page.getByLabel(/^Business type/).selectOption('llc');
    await page.getByLabel(/^Industry/).fill('Food and beverages');
    await page.getByLabel(/^Expected monthly volume/).fill('85000');
    const picture = await pngOf(page, 40, 40, '#0a6633');
    for (const [label, name] of [
      [/^Incorporation document/, 'articles.png'],
      [/^Proof of address/, 'lease.png'],
      [/^Director's ID/, 'id.png'],
    ] as const) {
      await page.getByLabel(label).setInputFiles({ name, mimeType: 'image/png', buffer: picture });
    }
    await page.getByRole('button', { name: 'Submit the application' }).click();
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to banking' }).click();
    await expect(page).toHaveURL(/\/banking$/);
    const applications = page.getByRole('region', { name: 'Dollar business account applications' });
    await expect(applications.getByText(HOSTILE_NAME, { exact: true })).toBeVisible();
    await expect(applications.getByText(/LLC · expected \$85,000\.00 a month/)).toBeVisible();
    await expectInert(page);
  });

  test('Nigeria business: KYB -> application with three documents -> submitted', async ({ ownerPage: page }) => {
    test.setTimeout(60_000); // a personal onboarding, then the business one
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
    await page.getByRole('link', { name: 'Go to banking' }).click();
    const applications = page.getByRole('region', { name: 'Naira business account applications' });
    await expect(applications.getByText("Nkechi's Kitchen Ltd", { exact: true })).toBeVisible();
    await expect(applications.getByText(/Private limited · expected ₦15,000,000\.00 a month/i)).toBeVisible();
  });
});
