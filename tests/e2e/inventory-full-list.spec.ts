import type { Locator } from '@playwright/test';
import { seededName, seedInventory } from '../../scripts/lib/seed-inventory';
import { expect, test } from './fixtures';
import { BUSINESS_API, expectAccessible } from './tools-support';

const COUNT = 2000;
/** The list's rows in the page (the header row is row 1). */
const rowsOf = (grid: Locator) => grid.locator('[role="row"]:not([aria-rowindex="1"])');

test.describe('inventory full list', () => {
  test.setTimeout(180_000);

  test('Show all with 2,000 items: the last one by End and by scrolling, a search, an item opened and the list back where it was; axe light and dark', async ({
    ownerPage: page,
    owner,
  }) => {
    await seedInventory({ businessApi: BUSINESS_API, token: owner.token, businessId: owner.businessId, count: COUNT });
    const newest = seededName('Stock', COUNT);
    const oldest = seededName('Stock', 1);

    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Inventory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all' }).click();
    await expect(page).toHaveURL(/view=all/);
    const grid = page.getByRole('grid', { name: 'All items' });
    await expect(page.locator('[data-slot="list-count"]')).toHaveText('2,000 items');
    await expect(grid.getByRole('link', { name: newest })).toBeInViewport();
    await expect(grid).toHaveAttribute('aria-rowcount', String(COUNT + 1));
    expect(await rowsOf(grid).count()).toBeLessThanOrEqual(60);

    // By keyboard: End is the oldest item, the active row; only a screenful of rows in the page.
    await grid.focus();
    await page.keyboard.press('End');
    await expect(grid.getByRole('link', { name: oldest })).toBeInViewport();
    const activeId = await grid.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-rowindex', String(COUNT + 1));
    expect(await rowsOf(grid).count()).toBeLessThanOrEqual(60);
    await page.keyboard.press('Home');
    await expect(grid.getByRole('link', { name: newest })).toBeInViewport();

    // By scrolling: to the bottom with the wheel and the scrollbar's way.
    await grid.hover();
    await page.mouse.wheel(0, 4000);
    await expect(grid.getByRole('link', { name: newest })).not.toBeInViewport();
    await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(grid.getByRole('link', { name: oldest })).toBeInViewport();
    expect(await rowsOf(grid).count()).toBeLessThanOrEqual(60);

    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // Open an item in the middle; Back returns to the same place in the list.
    // (The items between the first and the last were created several at a time: their order varies.)
    await grid.evaluate((element) => element.scrollTo({ top: 1000 * 56 }));
    const middleRow = grid.locator('[role="row"][aria-rowindex="1003"]');
    await expect(middleRow).toBeInViewport();
    const name = (await middleRow.getByRole('link').textContent()) ?? '';
    expect(name).toMatch(/^Stock \d{4} /);
    const middle = grid.getByRole('link', { name, exact: true });
    const before = await grid.evaluate((element) => element.scrollTop);
    await middle.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(middle).toBeInViewport();
    expect(Math.abs((await grid.evaluate((element) => element.scrollTop)) - before)).toBeLessThanOrEqual(1);

    // A search narrows the 2,000 in the browser.
    const search = page.getByRole('searchbox', { name: 'Search items' });
    await search.fill('0999');
    await search.press('Enter');
    await expect(page.locator('[data-slot="list-count"]')).toHaveText('1 item of 2,000');
    await expect(rowsOf(grid)).toHaveCount(1);
    await expect(grid.getByRole('link', { name: seededName('Stock', 999) })).toBeVisible();
    await search.fill('');
    await search.press('Enter');
    await expect(page.locator('[data-slot="list-count"]')).toHaveText('2,000 items');

    // On a phone: cards, still virtualised, the last one reachable.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('[data-slot="full-list-card"]').first()).toBeVisible();
    const cards = page.getByRole('grid', { name: 'All items' });
    expect(await rowsOf(cards).count()).toBeLessThanOrEqual(60);
    await cards.focus();
    await page.keyboard.press('End');
    await expect(cards.getByRole('link', { name: oldest })).toBeInViewport();
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
  });
});
