// Stands in for `body-scroll-lock` in the bundles (alias in rspress.config.ts). Rspress locks
// the page's scrolling while the mobile menu or the mobile sidebar is open, yet its import put
// the library (1.2 KB gzip) in the first load of every page. This module loads it when a menu
// first opens. tests/repo/stand-ins.test.ts fails when Rspress imports anything else.

type Options = { reserveScrollBarGap?: boolean; allowTouchMove?: (el: EventTarget) => boolean };

interface ScrollLock {
  disableBodyScroll(target: Element, options?: Options): void;
  enableBodyScroll(target: Element): void;
  clearAllBodyScrollLocks(): void;
}

let real: ScrollLock | undefined;
let loading: Promise<ScrollLock | undefined> | undefined;
/** Bumped by every unlock, so that a lock still waiting for the module is dropped. */
let generation = 0;

function load(): Promise<ScrollLock | undefined> {
  loading ??= import('body-scroll-lock/lib/bodyScrollLock.esm.js').then(
    (module: ScrollLock) => {
      real = module;
      return real;
    },
    // Offline, or a stale tab after a deploy: the menu opens without locking the page.
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

export function disableBodyScroll(target: Element, options?: Options): void {
  if (real) {
    real.disableBodyScroll(target, options);
    return;
  }
  const wanted = generation;
  void load().then((loaded) => {
    if (wanted === generation && target.isConnected) loaded?.disableBodyScroll(target, options);
  });
}

export function enableBodyScroll(target: Element): void {
  generation++;
  real?.enableBodyScroll(target);
}

export function clearAllBodyScrollLocks(): void {
  generation++;
  real?.clearAllBodyScrollLocks();
}
