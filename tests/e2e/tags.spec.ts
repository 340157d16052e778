import type { Page } from '@playwright/test';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { expect, expectInert, saveThroughAFailure, test, cancelChangedForm } from './fixtures';
import { BUSINESS_API, expectAccessible } from './tools-support';

test.describe('tags', () => {
  test.setTimeout(120_000);

  async function openTags(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Tags' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  }

  async function newTag(page: Page, name: string) {
    await page.getByRole('button', { name: 'New tag' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByRole('textbox', { name: 'Tag name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(dialog).toHaveCount(0);
  }

  test('create (a failed save first) -> find -> use: the new tag is offered by the TagSelect and shows the items that carry it', async ({
    ownerPage: page,
    owner,
  }) => {
    const { businessId } = owner;
    await openTags(page);
    // A new business starts with PCS; tags have no Active/Removed lists (they can't be removed).
    await expect(page.getByRole('row', { name: 'PCS' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectAccessible(page);

    // Create: the rule first, then the tag; the server refuses the same name in other case.
    await page.getByRole('button', { name: 'New tag' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await expect(dialog.getByRole('textbox', { name: 'Tag name' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(dialog.getByText('Tag name is required')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Tag name' }).fill('Yards');
    await saveThroughAFailure(page, dialog, {
      path: '/business/v1/{businessId}/tools/tags/',
      submit: 'Create tag',
      kept: { 'Tag name': 'Yards' },
    });
    await expect(page.getByText('Tag created')).toBeVisible();
    await expect(page.getByRole('row', { name: 'Yards' })).toBeVisible();
    await page.getByRole('button', { name: 'New tag' }).first().click();
    await dialog.getByRole('textbox', { name: 'Tag name' }).fill('yards');
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(dialog.getByText('This name is already in use.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Tag name' })).toHaveValue('yards');
    await cancelChangedForm(page, dialog);
    const hostile = '<img src=x onerror=alert(1)> Bolt 🧵';
    await newTag(page, hostile);
    await expect(page.getByText('3 tags')).toBeVisible();

    // Find: searched in the browser, kept in the URL.
    await page.getByRole('searchbox', { name: 'Search tags' }).fill('yar');
    await expect(page).toHaveURL(/search=yar/);
    await expect(page.getByRole('row', { name: 'Yards' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'PCS' })).toHaveCount(0);
    await expect(page.getByText('1 tag found')).toBeVisible();

    // Use. Inventory items are tagged by the inventory form (a later issue): until it exists, the
    // items are recorded through the API, each carrying tags by name as the contract says.
    for (const [name, tags] of [
      ['Ankara fabric (6 yards)', ['Yards']],
      ['Lace bundle', ['PCS']],
      ['Silk thread', [hostile]],
    ] as const) {
      const response = await fetch(`${BUSINESS_API}/business/v1/${businessId}/tools/inventories/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, unit_price: '15000.00', tags }),
      });
      expect(response.status).toBe(201);
    }
    const section = page.getByRole('region', { name: 'Items with a tag' });
    const select = section.getByRole('combobox', { name: 'Tag' });
    await select.fill('yar');
    await expect(page.getByRole('option')).toHaveText(['Yards']);
    await page.keyboard.press('Enter');
    await expect(select).toHaveValue('Yards');
    await expect(page).toHaveURL(/tag=Yards/);
    const items = section.getByRole('table', { name: 'Items tagged Yards' });
    await expect(items.getByRole('row', { name: /Ankara fabric \(6 yards\)/ })).toBeVisible();
    await expect(items.getByRole('row', { name: /Lace bundle/ })).toHaveCount(0);
    await expect(items).toContainText('₦15,000.00');
    await expectAccessible(page);

    // The choice is in the URL: a reload shows the same items.
    await page.reload();
    await expect(section.getByRole('combobox', { name: 'Tag' })).toHaveValue('Yards');
    await expect(items.getByRole('row', { name: /Ankara fabric/ })).toBeVisible();

    // A row's action uses its tag too; the hostile name is text wherever it shows.
    await page.getByRole('searchbox', { name: 'Search tags' }).fill('bolt');
    await page.getByRole('button', { name: `Actions for ${hostile}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Show items with this tag' }).click();
    await expect(section.getByRole('combobox', { name: 'Tag' })).toHaveValue(hostile);
    await expect(
      section.getByRole('table', { name: `Items tagged ${hostile}` }).getByRole('row', { name: /Silk thread/ }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tags' }).getByRole('cell', { name: hostile, exact: true })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expectInert(page);
  });

  test('hostile names are shown as plain text', async ({ ownerPage: page }) => {
    // Tag names are at most 50 characters.
    const names = HOSTILE_NAMES.filter((name) => name.length <= 50);
    await openTags(page);
    for (const name of names) await newTag(page, name);
    await expect(page.getByText(`${names.length + 1} tags`)).toBeVisible();
    for (const name of names) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${names[0]}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Show items with this tag' }).click();
    const section = page.getByRole('region', { name: 'Items with a tag' });
    await expect(section.getByRole('combobox', { name: 'Tag' })).toHaveValue(names[0]!);
    await expectAccessible(page);
    await expectInert(page);
  });
});
