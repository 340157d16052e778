/**
 * Training (issue 19) on a new user: search and filter the catalogue (kept in the URL), open a
 * course, enrol, find it in my courses, review it (stars by keyboard, hostile text shown as text)
 * and see the average change, a second review refused, then unenrol after confirming: gone from
 * my courses. axe in light and dark on the catalogue, the course, the review dialog and the
 * unenrol dialog.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './tools-support';
import { expect, expectInert, test } from './fixtures';

const COURSE = 'Pricing for profit';
const HOSTILE = '<img src=x onerror="window.__pwned=1"> “Pricing” & margins ✓';

async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

test.describe('Training', () => {
  test.setTimeout(60_000);

  test('search, filter, enrol, review, unenrol', async ({ ownerPage: page }) => {
    await page.goto('/training');
    await expect(page.getByRole('heading', { level: 1, name: 'Training' })).toBeVisible();
    await expect(page.locator('[data-slot="course-card"]').first()).toBeVisible();
    await accessibleInBothThemes(page);

    // Search (debounced, in the URL), then a category and a level.
    await page
      .getByRole('searchbox', { name: 'Search courses' })
      .or(page.getByRole('textbox', { name: 'Search courses' }))
      .fill('pricing');
    await expect(page).toHaveURL(/search=pricing/);
    await page.getByLabel('Category').selectOption({ label: 'Sales and marketing' });
    await expect(page).toHaveURL(/category=2/);
    await page.getByLabel('Level').selectOption('beginner');
    await expect(page).toHaveURL(/level=beginner/);
    const cards = page.locator('[data-slot="course-card"]');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(COURSE);
    // The filters survive a reload.
    await page.reload();
    await expect(page.getByLabel('Level')).toHaveValue('beginner');
    await expect(cards).toHaveCount(1);

    await cards.first().getByRole('link', { name: COURSE }).click();
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    const average = page.locator('[data-slot="average-rating"]');
    const before = (await average.textContent()) ?? '';
    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unenrol' })).toBeVisible();
    // The server's word comes once the course's figures are fetched again.
    await expect(page.getByText('Enrolled.', { exact: true })).toBeVisible();
    await accessibleInBothThemes(page);

    // In my courses, with its progress.
    await page.getByRole('link', { name: 'All courses' }).click();
    await page.getByRole('button', { name: 'My courses' }).click();
    await expect(page).toHaveURL(/view=mine/);
    const mine = page.getByRole('list', { name: 'Enrolled courses' });
    await expect(mine.getByRole('link', { name: COURSE })).toBeVisible();
    await expect(mine.getByRole('progressbar', { name: `Progress in ${COURSE}` })).toBeVisible();
    await mine.getByRole('link', { name: COURSE }).click();

    // Review: one star by keyboard, hostile words shown as text; the average changes at once.
    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect(dialog.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-checked', 'true');
    await dialog.getByRole('textbox', { name: 'Review' }).fill(HOSTILE);
    await accessibleInBothThemes(page);
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await expect(dialog).toBeHidden();
    const reviews = page.getByRole('list', { name: 'Reviews of the course' });
    await expect(reviews.getByText(HOSTILE, { exact: true })).toBeVisible();
    await expect(average).not.toHaveText(before);
    await expectInert(page);

    // A second review is refused, and says why.
    await page.getByRole('button', { name: 'Write a review' }).click();
    await dialog.getByRole('radio', { name: '5 stars' }).click();
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByText('You have already reviewed this course.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog');
    if (await discard.isVisible()) await discard.getByRole('button', { name: /Discard/ }).click();

    // Unenrol asks first; then the course is gone from my courses.
    await page.getByRole('button', { name: 'Unenrol' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Unenrol from “${COURSE}”?`);
    await accessibleInBothThemes(page);
    await confirm.getByRole('button', { name: 'Unenrol' }).click();
    await expect(page.getByRole('button', { name: 'Enrol', exact: true })).toBeVisible();
    await page.goto('/training?view=mine');
    await expect(page.getByText('You have not enrolled in a course yet')).toBeVisible();
  });
});
