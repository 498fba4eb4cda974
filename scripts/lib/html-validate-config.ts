// html-validate's configuration for the built site (scripts/check-html.ts, which validates
// every built page). The recommended rules apply except the ones below, each with its reason.
import type { ConfigData } from 'html-validate';

const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Rspress's head tags are written `<link … />` and React's body `<img …>`; both are valid HTML.
    'void-style': 'off',
    // React renders computed sizes and positions as inline styles (the home page's stars, the
    // sidebar's indentation); the rule is a style preference, not a validity check.
    'no-inline-style': 'off',
    // The head manager writes `hrefLang` as React spells it; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes with an empty value (`disabled=""`, `hidden=""`), which is valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // A raw `>` in text (code samples: `=>`, `->`) is valid HTML; only `<` and `&` start markup.
    'no-raw-characters': 'off',
    // `<!doctype html>` in lower case is what React and Rspress write; the doctype is case-insensitive.
    'doctype-style': 'off',
    // HTML5 ids may start with `_` (React's `useId`, Rspress's `__rspress_root`); the HTML5 rules
    // (not empty, no spaces) are still checked.
    'valid-id': ['error', { relaxed: true }],
    // The site has no forms, and a button's `type` only matters inside one; the theme's buttons
    // (code copy, sidebar toggles) leave it out.
    'no-implicit-button-type': 'off',
    // The rule does not count `title` as a button's name; the code blocks' icon buttons are named
    // by it (accessible-name computation, step 2I). Unnamed controls fail axe's button-name rule
    // in e2e/a11y.spec.ts.
    'text-content': 'off',
    // Heading anchors are `aria-hidden` with `tabindex="-1"`: out of the tab order, so a keyboard
    // never lands on a hidden element. axe's aria-hidden-focus (e2e/a11y.spec.ts) makes that
    // distinction; this rule counts any tabindex as focusable.
    'hidden-focusable': 'off',
    // ARIA lets a list be named (the language menu's `<ul aria-label>`); the rule's default only
    // allows landmarks and widgets.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};

export default config;
