// Spec 2.10: image zoom, and 2.3's switch for global UI components.
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const PAGE = '/guide/basic/output-structure';
const zoomed = '.medium-zoom-image--opened';

/**
 * Waits until the opening transition of the zoomed image has ended: medium-zoom ignores a
 * close while it is still animating, and on a loaded machine the 0.3 s transition can take
 * much longer than 0.3 s of wall time.
 */
async function opened(page: Page) {
  await expect(page.locator(zoomed)).toBeVisible();
  await page
    .locator(zoomed)
    .evaluate((image) => Promise.all(image.getAnimations().map((a) => a.finished)));
}

test('clicking a document image opens it on a white overlay; a click closes it', async ({
  page,
}) => {
  await open(page, PAGE);
  const image = page.locator('.rspress-doc img').first();
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await opened(page);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await page.locator('.medium-zoom-overlay').click({ force: true });
  await expect(page.locator(zoomed)).toHaveCount(0);
});

test('Escape closes the zoomed image', async ({ page }) => {
  await open(page, PAGE);
  await page.locator('.rspress-doc img').first().click();
  await opened(page);
  await page.keyboard.press('Escape');
  await expect(page.locator(zoomed)).toHaveCount(0);
});

test('scrolling more than 40 px closes the zoomed image', async ({ page }) => {
  await open(page, PAGE);
  await page.locator('.rspress-doc img').first().click();
  await opened(page);
  await page.mouse.wheel(0, 200);
  await expect(page.locator(zoomed)).toHaveCount(0);
});

test('globalUIComponents=0 switches the zoom off', async ({ page }) => {
  await open(page, `${PAGE}?globalUIComponents=0`);
  await page.locator('.rspress-doc img').first().click();
  await page.waitForTimeout(400);
  await expect(page.locator(zoomed)).toHaveCount(0);
});
