// Loaded after hydration by PackageManagerTabs, only on pages that show the tabs, so the
// route chunk of such a page carries a few bytes instead of this module.

const KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i + n - 1) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

let groups = 0;

/** Gives the theme's tabs (plain divs) the roles and states of the WAI-ARIA tabs pattern. */
function mark(root: HTMLElement, id: string) {
  const list = root.querySelector('.rp-tabs__label');
  const panels = root.querySelectorAll('.rp-tabs__content__item');
  list?.setAttribute('role', 'tablist');
  list?.querySelectorAll<HTMLElement>('.rp-tabs__label__item').forEach((tab, i) => {
    const selected = tab.classList.contains('rp-tabs__label__item--selected');
    tab.id = `${id}t${i}`;
    tab.setAttribute('role', 'tab');
    tab.tabIndex = selected ? 0 : -1;
    tab.setAttribute('aria-selected', `${selected}`);
    tab.setAttribute('aria-controls', `${id}p${i}`);
    const panel = panels[i];
    if (!panel) return;
    panel.id = `${id}p${i}`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
  });
}

function onKeyDown(event: KeyboardEvent) {
  const tab = event.target as HTMLElement;
  const move = KEYS[event.key];
  if (tab.getAttribute('role') !== 'tab' || !move) return;
  const tabs = [...(tab.parentElement?.children ?? [])] as HTMLElement[];
  const next = tabs[move(tabs.indexOf(tab), tabs.length)];
  event.preventDefault();
  // The theme's own click handler selects it and remembers the choice.
  next.click();
  next.focus();
}

/**
 * Makes the tabs under `root` reachable by keyboard: the selected tab is in the Tab order
 * (roving tabindex), Left/Right/Home/End select and focus another one. The roles follow the
 * theme's classes, which a MutationObserver watches: a choice made in another group of the
 * page changes this one too. Returns the cleanup.
 */
export function enhanceTabs(root: HTMLElement): () => void {
  const id = `rslib-tabs-${++groups}-`;
  mark(root, id);
  const observer = new MutationObserver(() => mark(root, id));
  observer.observe(root, { subtree: true, attributeFilter: ['class'] });
  root.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKeyDown);
  };
}
