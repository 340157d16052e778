/**
 * Payroll with hostile text (issue 14: one journey with hostile text): a staff member whose name
 * is markup and a payroll description that is a script, paid through the pay dialog, then seen on
 * the payroll page (the payment's note another hostile string), in the payroll history and in the
 * payroll report: shown as text everywhere,
 * nothing injected, nothing run.
 */
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { businessCall, expect, expectInert, test, watchPage } from './fixtures';

interface Created {
  id: number;
}

test('hostile staff name and description: payroll -> pay -> history -> payroll report, all as text', async ({
  ownerPage: page,
  owner,
}) => {
  test.setTimeout(90_000);
  watchPage(page);
  const tools = `/business/v1/${owner.businessId}/tools`;
  const places = await businessCall<Created[] | { results: Created[] }>(owner, 'GET', `${tools}/locations/`);
  const location = (Array.isArray(places) ? places : places.results)[0]!.id;
  const [firstName, description] = [HOSTILE_NAMES[0], HOSTILE_NAMES[1]];
  const staff = await businessCall<Created>(owner, 'POST', `${tools}/members/`, {
    first_name: firstName,
    last_name: 'Okafor',
    email: `hostile.${Date.now()}@example.com`,
    locations: [location],
  });
  await businessCall(owner, 'POST', `${tools}/payrolls/`, { staff: staff.id, amount: '75000.00', description });
  const name = `${firstName} Okafor`;

  // The payroll page: the name and description as text; pay through the row's dialog.
  await page.goto(`/b/${owner.businessId}/payroll`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(description, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Pay' }).click();
  const pay = page.getByRole('dialog', { name: `Pay “${name}”` });
  const note = HOSTILE_NAMES[6];
  await pay.getByRole('textbox', { name: /^Description/ }).fill(note);
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toHaveCount(0);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expectInert(page);

  // The history: the payment under the same name and description.
  await page.goto(`/b/${owner.businessId}/payroll-history`);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(note, { exact: true }).first()).toBeVisible();
  await expectInert(page);

  // The payroll report: one row per staff member, labelled with the name as text.
  await page.goto(`/b/${owner.businessId}/reports?type=payroll&period=last-12-months`);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('₦75,000.00').first()).toBeVisible();
  await expectInert(page);
});
