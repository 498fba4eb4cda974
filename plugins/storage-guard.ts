// Keeps the site working where localStorage throws: in some private modes writing to it
// throws (QuotaExceededError), and with site data blocked even reading `window.localStorage`
// throws (SecurityError). The theme's inline scripts and its hooks (theme choice, package
// manager tabs, the language redirect mark) use it unguarded; one throw in an effect
// unmounts the whole page. This plugin puts a small script first in <head>: when storage
// cannot be written, `window.localStorage` becomes a wrapper that reads what it can and
// keeps writes in memory for the visit.
import type { RspressPlugin } from '@rspress/core';

/** Runs in the browser, before any other script; ES5 on purpose. */
const STORAGE_GUARD = `(function () {
  var real = null;
  try {
    real = window.localStorage;
    var probe = '__rslib_storage_probe__';
    real.setItem(probe, probe);
    real.removeItem(probe);
    return;
  } catch (e) {}
  var memory = {};
  var has = function (key) { return Object.prototype.hasOwnProperty.call(memory, key); };
  var store = {
    getItem: function (key) {
      key = String(key);
      if (has(key)) return memory[key];
      try { return real ? real.getItem(key) : null; } catch (e) { return null; }
    },
    setItem: function (key, value) {
      key = String(key);
      memory[key] = String(value);
      try { if (real) real.setItem(key, value); } catch (e) {}
    },
    removeItem: function (key) {
      key = String(key);
      delete memory[key];
      try { if (real) real.removeItem(key); } catch (e) {}
    },
    clear: function () {
      memory = {};
      try { if (real) real.clear(); } catch (e) {}
    },
    key: function (index) { return Object.keys(memory)[index] || null; },
    get length() { return Object.keys(memory).length; }
  };
  try {
    Object.defineProperty(window, 'localStorage', { configurable: true, get: function () { return store; } });
  } catch (e) {}
})();`;

export function pluginStorageGuard(): RspressPlugin {
  return {
    name: 'rslib-docs:storage-guard',
    builderConfig: {
      html: {
        // A function runs after the tags of every plugin are collected, so the guard can be
        // put before the theme's own inline scripts.
        tags: [
          (tags) => [
            { tag: 'script', children: STORAGE_GUARD, head: true, append: false },
            ...tags,
          ],
        ],
      },
    },
  };
}
