// No dead taps (issue 22, item 5). The app's scripts load after the first paint
// (plugins/paint-first.ts), so for a moment, about 2 s on a phone, the controls are painted but
// have no handlers: a tap on the theme toggle, Copy Markdown or the search button, or the search
// shortcut, did nothing. This script, part of the paint-first loader, holds such input until
// React has hydrated (the Layout's hydration mark, theme/components/Layout) and then replays it
// on the same element, so the tap takes effect, only late. The first input also starts the
// app's scripts at once if the loader is still waiting for the first frame or the font.
//
// The watcher is an inline script in <head>, so it holds input from the first paint on: a
// long page paints its first screen while the rest of its HTML is still being parsed, before
// the loader at the end of <body> runs, and a key pressed then was lost (e2e/early-taps.spec.ts
// presses it right after the first paint). The two meet through FIRST_INPUT_GLOBAL of
// site/first-load.ts.
//
// Held input is stopped at the window in the capture phase, before React's own root listener,
// so an input React would see itself (its listener is attached before hydration ends) is never
// handled twice. Only what has no effect without JavaScript is held: clicks on buttons that
// are not part of a form or a popover (and the tab labels), and the search shortcuts of
// theme/components/Search/useSearchShortcuts.ts. Links, text selection and scrolling are
// native and left alone. The DOM that React hydrates is not touched.

import { FIRST_INPUT_GLOBAL } from '../site/first-load';

/**
 * What a held click may land on: buttons, and the theme's package-manager tab labels (`<div>`s
 * with a click handler, components/PackageManagerTabs.tsx).
 */
const CONTROLS = 'button, .rp-tabs__label__item';

/** At most this many inputs are held; more taps before hydration are dropped. */
const MAX_HELD = 8;

/**
 * The watcher, in ES5 for an inline script in <head>. Ctrl+K and / are held with
 * preventDefault: they have browser meanings of their own (address bar search, quick find).
 * Input is replayed from a MutationObserver of the hydration mark, which is set in a passive
 * effect of React's first commit: the observer's callback runs after that commit's effects, so
 * every handler is in place when the input is replayed.
 *
 * No comments inside: Rspress renders each page's head through unhead's template transform,
 * whose parser reads an apostrophe in a script comment as the start of a string and dropped
 * the rest of the head, stylesheets included (paint-first.ts checks the text).
 */
export const EARLY_INPUT = `(function () {
  var first = window.${FIRST_INPUT_GLOBAL} = { seen: false, start: null };
  function onFirstInput() {
    first.seen = true;
    if (first.start) first.start();
  }
  var root = document.documentElement;
  var held = [];
  function hydrated() { return root.getAttribute('data-hydrated') === 'true'; }
  function hold(e, replay) {
    e.stopPropagation();
    if (held.length < ${MAX_HELD}) held.push(replay);
    onFirstInput();
  }
  function onClick(e) {
    if (hydrated() || !e.isTrusted || !e.target || !e.target.closest) return;
    var control = e.target.closest('${CONTROLS}');
    if (!control || control.disabled || control.form
      || control.hasAttribute('popovertarget') || control.hasAttribute('commandfor')) return;
    hold(e, function () {
      if (control.isConnected && !control.disabled) control.click();
    });
  }
  function onKeyDown(e) {
    if (hydrated() || !e.isTrusted || e.isComposing) return;
    var key = (e.key || '').toLowerCase();
    var target = e.target;
    var editing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName || ''));
    var modifier = e.metaKey || e.ctrlKey;
    if (!(modifier && !e.altKey && !e.shiftKey && key === 'k')
      && !(key === '/' && !modifier && !e.altKey && !editing)) return;
    e.preventDefault();
    hold(e, function () {
      document.dispatchEvent(new KeyboardEvent('keydown', {
        key: e.key, code: e.code, ctrlKey: e.ctrlKey, metaKey: e.metaKey,
        bubbles: true, cancelable: true,
      }));
    });
  }
  addEventListener('click', onClick, true);
  addEventListener('keydown', onKeyDown, true);
  new MutationObserver(function (records, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    removeEventListener('click', onClick, true);
    removeEventListener('keydown', onKeyDown, true);
    var replays = held;
    held = [];
    for (var i = 0; i < replays.length; i++) replays[i]();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})();`;
