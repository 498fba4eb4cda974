// Spec 2.10: image zoom, and 2.3's switch for global UI components.
import { expect, open, test } from './fixtures';

const PAGE = '/guide/basic/output-structure';
const zoomed = '.medium-zoom-image--opened';

test('clicking a document image opens it on a white overlay; a click closes it', async ({
  page,
}) => {
  await open(page, PAGE);
  const image = page.locator('.rspress-doc img').first();
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect(page.locator(zoomed)).toBeVisible();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await page.waitForTimeout(400); // the opening transition (0.3 s) ignores a close
  await page.locator('.medium-zoom-overlay').click({ force: true });
  await expect(page.locator(zoomed)).toHaveCount(0);
});

test('Escape closes the zoomed image', async ({ page }) => {
  await open(page, PAGE);
  await page.locator('.rspress-doc img').first().click();
  await expect(page.locator(zoomed)).toBeVisible();
  await page.waitForTimeout(400); // the opening transition (0.3 s) ignores a close
  await page.keyboard.press('Escape');
  await expect(page.locator(zoomed)).toHaveCount(0);
});

test('scrolling more than 40 px closes the zoomed image', async ({ page }) => {
  await open(page, PAGE);
  await page.locator('.rspress-doc img').first().click();
  await expect(page.locator(zoomed)).toBeVisible();
  await page.waitForTimeout(400);
  await page.mouse.wheel(0, 200);
  await expect(page.locator(zoomed)).toHaveCount(0);
});

test('globalUIComponents=0 switches the zoom off', async ({ page }) => {
  await open(page, `${PAGE}?globalUIComponents=0`);
  await page.locator('.rspress-doc img').first().click();
  await page.waitForTimeout(400);
  await expect(page.locator(zoomed)).toHaveCount(0);
});
