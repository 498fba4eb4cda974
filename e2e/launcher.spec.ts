// Spec 2.9: the Rstack launcher.
import { LAUNCHER_TOOL_COUNT } from '../site/constants';
import { expect, open, test } from './fixtures';

test('the launcher opens from its named button and lists the 8 tools', async ({ page }) => {
  await open(page, '/guide/start/');
  const button = page.getByRole('button', { name: 'Open the Rstack tool list' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(LAUNCHER_TOOL_COUNT);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(links.first()).toContainText('A fast Rust-based bundler');
  await expect(links.first()).toHaveAttribute('href', 'https://rspack.rs/');
});

test('it sits below its trigger, aligned left, with no arrow', async ({ page }) => {
  await open(page, '/guide/start/');
  const button = page.getByRole('button', { name: 'Open the Rstack tool list' });
  await button.click();
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  const b = (await button.boundingBox())!;
  const p = (await panel.boundingBox())!;
  expect(p.y).toBeGreaterThanOrEqual(b.y + b.height);
  expect(Math.abs(p.x - b.x)).toBeLessThan(2);
  const arrow = await panel.evaluate((el) => getComputedStyle(el, '::before').content);
  expect(['none', 'normal']).toContain(arrow);
});

test('an entry without a logo shows a blank placeholder image', async ({ page }) => {
  await open(page, '/guide/start/');
  await page.getByRole('button', { name: 'Open the Rstack tool list' }).click();
  const img = page.getByRole('link', { name: /Awesome Rstack/ }).locator('img');
  await expect(img).toHaveAttribute('src', /^data:image\/gif/);
});

test('Escape closes it and returns focus to the button', async ({ page }) => {
  await open(page, '/guide/start/');
  const button = page.getByRole('button', { name: 'Open the Rstack tool list' });
  await button.click();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('hover opens it after 0.1 s and leaving closes it after 0.1 s', async ({ page }) => {
  await open(page, '/guide/start/');
  const button = page.getByRole('button', { name: 'Open the Rstack tool list' });
  // Time the attribute changes in the page, so test-runner latency does not count.
  await button.evaluate((el) => {
    const log: number[] = [];
    (window as unknown as { __launcher: number[] }).__launcher = log;
    new MutationObserver(() => log.push(performance.now())).observe(el, {
      attributeFilter: ['aria-expanded'],
    });
    el.parentElement!.addEventListener('mouseenter', () => log.push(-performance.now()));
    el.parentElement!.addEventListener('mouseleave', () => log.push(-performance.now()));
  });
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(700, 600);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const log = await page.evaluate(() => (window as unknown as { __launcher: number[] }).__launcher);
  const [enter, opened, leave, closed] = log;
  expect(opened + enter).toBeGreaterThanOrEqual(95);
  expect(closed + leave).toBeGreaterThanOrEqual(95);
});

test('on a Chinese path it is in Chinese', async ({ page }) => {
  await open(page, '/zh/guide/start/');
  const button = page.getByRole('button', { name: '打开 Rstack 工具列表' });
  await button.click();
  const first = page.locator(`#${await button.getAttribute('aria-controls')} a`).first();
  await expect(first).toContainText('基于 Rust 的高性能打包工具');
  await expect(first).toHaveAttribute('href', 'https://rspack.rs/zh/');
});
