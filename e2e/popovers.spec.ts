// Every popover of the theme closes the same way (theme/hooks/usePopover.ts): Escape closes it
// and gives focus back to its trigger, a press outside closes it, focus moving outside closes
// it. One table of the popovers, one set of tests for each.
import type { Locator, Page } from '@playwright/test';
import { MAIN_CONTENT_ID } from '../site/constants';
import { expect, open, test } from './fixtures';

interface Popover {
  name: string;
  /** Wide enough for the popover's trigger to show. */
  width: number;
  /** The button that opens it (it carries `aria-expanded`). */
  button: (page: Page) => Locator;
  /** Where focus goes back on Escape: the trigger a keyboard reaches. */
  trigger: (page: Page) => Locator;
}

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });

const POPOVERS: Popover[] = [
  {
    name: 'the language menu',
    width: 1440,
    button: (page) => page.locator('.rp-nav__others .rslib-plain-list button'),
    trigger: (page) => page.locator('.rp-nav__others .rslib-plain-list button'),
  },
  {
    name: 'the Config dropdown',
    width: 1440,
    button: button('Config'),
    // Its button is out of the Tab order; the keyboard reaches the menu by its link.
    trigger: (page) =>
      page
        .locator('.rp-nav-menu__item')
        .filter({ has: button('Config')(page) })
        .locator('a')
        .first(),
  },
  {
    name: 'the navbar popup of the narrower navbar',
    width: 1024,
    button: (page) => page.locator('button.rp-nav-hamburger__md'),
    trigger: (page) => page.locator('button.rp-nav-hamburger__md'),
  },
  {
    name: 'the Markdown and AI menu',
    width: 1440,
    button: button('Markdown and AI options'),
    trigger: button('Markdown and AI options'),
  },
  {
    name: 'the Rstack launcher',
    width: 1440,
    button: button('Open the Rstack tool list'),
    trigger: button('Open the Rstack tool list'),
  },
];

async function openIt(page: Page, popover: Popover) {
  await page.setViewportSize({ width: popover.width, height: 900 });
  await open(page, '/guide/start/quick-start');
  const control = popover.button(page);
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  return control;
}

for (const popover of POPOVERS) {
  test.describe(popover.name, () => {
    test('Escape closes it and gives focus back to its trigger', async ({ page }) => {
      const control = await openIt(page, popover);
      await page.keyboard.press('Escape');
      await expect(control).toHaveAttribute('aria-expanded', 'false');
      await expect(popover.trigger(page)).toBeFocused();
    });

    test('a press outside closes it', async ({ page }) => {
      const control = await openIt(page, popover);
      await page.locator('h1').click();
      await expect(control).toHaveAttribute('aria-expanded', 'false');
    });

    test('focus moving outside closes it', async ({ page }) => {
      const control = await openIt(page, popover);
      // A link of the article, away from the pointer, without scrolling: nothing but the
      // focus moves (the launcher would also close when the pointer leaves it).
      await page.evaluate((id) => {
        const link = document.querySelector<HTMLElement>(`#${id} ~ * a[href], main a[href]`);
        link?.focus({ preventScroll: true });
      }, MAIN_CONTENT_ID);
      await expect(control).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
