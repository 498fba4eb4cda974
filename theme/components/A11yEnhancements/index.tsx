import { useLang } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { useT } from '../../hooks/useT';

type T = ReturnType<typeof useT>;

/** Sets an attribute only when it differs, so the observer below does not feed itself. */
function set(el: Element, name: string, value: string) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * Names, states and keyboard access that some of the theme's own components lack. Each fix
 * is an attribute on markup the theme renders, applied after render and again whenever the
 * page changes:
 * - heading anchors (`#`) are hidden from screen readers but were still in the tab order;
 * - the "open in AI" menu button had no name and no expanded state;
 * - the mobile menu buttons were named "mobile hamburger" in every language;
 * - code blocks and tables that scroll sideways could not be scrolled from the keyboard;
 * - task-list checkboxes had no label.
 */
export function applyA11yFixes(root: ParentNode, t: T) {
  for (const anchor of root.querySelectorAll('a.rp-header-anchor[aria-hidden="true"]')) {
    set(anchor, 'tabindex', '-1');
  }
  for (const button of root.querySelectorAll('button.rp-llms-view-options__trigger')) {
    set(button, 'aria-label', t('llmsViewOptionsLabel'));
    set(button, 'aria-haspopup', 'menu');
    set(
      button,
      'aria-expanded',
      String(button.classList.contains('rp-llms-view-options__trigger--active')),
    );
  }
  for (const button of root.querySelectorAll('button.rp-nav-hamburger')) {
    set(button, 'aria-label', t('openMenu'));
    set(button, 'aria-expanded', String(button.classList.contains('rp-nav-hamburger--active')));
  }
  for (const box of root.querySelectorAll<HTMLElement>(
    '.rp-codeblock__content__scroll-container, .rp-table-scroll-container',
  )) {
    if (box.scrollWidth > box.clientWidth + 1) set(box, 'tabindex', '0');
    else if (box.getAttribute('tabindex') === '0') box.removeAttribute('tabindex');
  }
  for (const box of root.querySelectorAll<HTMLInputElement>(
    'li input[type="checkbox"]:not([aria-label]):not([id])',
  )) {
    const text = box.closest('li')?.textContent?.trim().replace(/\s+/g, ' ');
    if (text) set(box, 'aria-label', text.slice(0, 150));
  }
}

/** Keeps the fixes applied across renders, client-side navigation and resizes. */
export function A11yEnhancements() {
  const t = useT();
  const lang = useLang();
  useEffect(() => {
    void lang; // the labels are in the page's language: re-apply when it changes
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        applyA11yFixes(document, t);
        // Lets tests and tools know the fixes are in place.
        document.documentElement.dataset.a11yFixes = 'applied';
      });
    };
    // At once, in the same commit as hydration, then on every later change.
    applyA11yFixes(document, t);
    document.documentElement.dataset.a11yFixes = 'applied';
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [t, lang]);
  return null;
}
