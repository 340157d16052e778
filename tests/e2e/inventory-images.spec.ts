/**
 * An item's pictures (issue 12, item 4): on an existing item's page add two pictures at once (one
 * wider than 2,000 px, shrunk in the browser before upload), see them, then the list's thumbnail
 * is the main picture and loads from the sandbox; a picture named `*fail-upload*` fails on that
 * picture with Retry while the item keeps its others; delete asks first; axe light and dark.
 */
import type { Page } from '@playwright/test';
import { businessCall, expect, expectInert, test } from './fixtures';
import { expectAccessible } from './tools-support';
import { pngOf } from './images';

type Item = { id: number; name: string; image: string | null; images: { id: number; image: string }[] };

/** The natural widths of the images `selector` finds once they have loaded (0 for a broken one). */
const naturalWidths = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((img) => (img.complete ? img.naturalWidth : -1)).sort((a, b) => a - b),
    );

test.describe('inventory images', () => {
  test.setTimeout(120_000);

  test('add two pictures on the item page -> the list shows the first -> a failed upload offers Retry -> delete asks first', async ({
    ownerPage: page,
    owner,
  }) => {
    const path = `/business/v1/${owner.businessId}/tools/inventories/`;
    const item = await businessCall<Item>(owner, 'POST', path, {
      name: 'Adire indigo wrapper',
      unit_price: '18000',
      quantity: 6,
    });
    const wide = await pngOf(page, 2400, 600, '#1d4ed8');
    const square = await pngOf(page, 300, 300, '#b91c1c');

    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Inventory' }).click();
    await page.getByRole('link', { name: item.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(page.getByText('No pictures yet. An item needs one to be published.')).toBeVisible();

    await page.getByLabel('Add images').setInputFiles([
      { name: 'wrapper-front.png', mimeType: 'image/png', buffer: wide },
      { name: 'wrapper-fold.png', mimeType: 'image/png', buffer: square },
    ]);
    const pictures = page.getByRole('list', { name: `Pictures of ${item.name}` });
    await expect(pictures.getByRole('img')).toHaveCount(2);
    await expect(pictures.getByRole('img', { name: `${item.name}, main picture` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
    // Both are served by the sandbox; the 2,400 px one was shrunk to 2,000 px before it was sent.
    await expect.poll(() => naturalWidths(page, `ul[aria-label="Pictures of ${item.name}"] img`)).toEqual([300, 2000]);
    const stored = await businessCall<Item>(owner, 'GET', `${path}${item.id}/`);
    expect(stored.images).toHaveLength(2);
    expect(stored.image).toBe(stored.images[0]!.image);
    await expect(pictures.getByRole('img', { name: `${item.name}, main picture` })).toHaveAttribute('src', stored.image!);

    // A picture the sandbox refuses halfway: the reason and Retry on that picture; the others stay.
    await page.getByLabel('Add images').setInputFiles({ name: 'shelf-fail-upload.png', mimeType: 'image/png', buffer: square });
    await expect(page.getByText('Not uploaded: Upload interrupted. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry “shelf-fail-upload.png”' })).toBeVisible();
    await expect(pictures.getByRole('img')).toHaveCount(2);
    await expectInert(page);
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Dismiss “shelf-fail-upload.png”' }).click();
    await expect(page.getByText(/Not uploaded/)).toHaveCount(0);

    // The list's thumbnail is the main picture, and it loads.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Inventory' }).click();
    const row = page.getByRole('row', { name: new RegExp(item.name) });
    const thumbnail = row.locator('img');
    await expect(thumbnail).toHaveAttribute('src', stored.image!);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Delete asks first; the other picture becomes the main one.
    await page.getByRole('link', { name: item.name }).click();
    await page.getByRole('button', { name: 'Delete the main picture' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete the main picture of “${item.name}”?` });
    await expect(confirm).toContainText('Picture 2 becomes the main picture, shown in the list.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete picture' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(pictures.getByRole('img')).toHaveCount(1);
    const after = await businessCall<Item>(owner, 'GET', `${path}${item.id}/`);
    expect(after.images.map((i) => i.id)).toEqual([stored.images[1]!.id]);
    expect(after.image).toBe(stored.images[1]!.image);
  });
});
