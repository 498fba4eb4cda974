// Spec 2.5: the home page.
import { LANDING_CARD_COUNT, LAUNCHER_TOOL_COUNT } from '../site/constants';
import { expect, open, test } from './fixtures';

test('the hero has the title, subtitle, description and actions', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Rslib' })).toBeVisible();
  await expect(page.getByText('Build libraries the Rsbuild way')).toBeVisible();
  await expect(page.getByText(/builds JavaScript and TypeScript libraries/)).toBeVisible();
  const github = page.locator('main a[href="https://github.com/web-infra-dev/rslib"]');
  await expect(github).toBeVisible();
});

test('Get Started goes to the quick start in the current language', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await open(page, '/zh/');
  await page.getByRole('button', { name: '快速开始' }).click();
  await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
});

test('the landing section has a heading, the toolchain tagline and 7 cards', async ({ page }) => {
  await open(page, '/');
  const section = page.locator('section[aria-labelledby="rstack-heading"]');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('The Rstack family');
  await expect(section).toContainText('A unified JavaScript toolchain');
  const cards = section.locator('a');
  await expect(cards).toHaveCount(LANDING_CARD_COUNT);
  for (const card of await cards.all()) {
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
  }
  await expect(cards.first()).toHaveAttribute('href', 'https://rspack.rs/');
});

test('the Chinese landing cards are in Chinese and link to the Chinese sites', async ({ page }) => {
  await open(page, '/zh/');
  const section = page.locator('section[aria-labelledby="rstack-heading"]');
  await expect(section).toContainText('统一的 JavaScript 工具链');
  await expect(section.locator('a').first()).toHaveAttribute('href', 'https://rspack.rs/zh/');
});

test('the footer lists the 8 tools as link groups', async ({ page }) => {
  await open(page, '/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('navigation')).toHaveCount(2);
  await expect(footer.locator('nav a')).toHaveCount(LAUNCHER_TOOL_COUNT);
  await expect(footer.getByRole('link', { name: 'Awesome Rstack' })).toHaveAttribute(
    'target',
    '_blank',
  );
});
