// The site's behavior constants: each one lives here and nowhere else. The section of the
// specification each comes from is named in its comment (§9 is "Business constants and
// limits"). The styles read `LAYOUT` as the Sass module `rslib:constants`
// (plugins/sass-constants.ts); tests/repo/constants.test.ts fails when a copy of one of
// these values is written into a stylesheet or a theme file.

/** §2.3 Navigation chrome, §9: the mobile breakpoint, in px (this width or narrower). */
export const MOBILE_MAX_WIDTH = 768;

/** Where every layout's main content starts: the skip link's target. */
export const MAIN_CONTENT_ID = 'rslib-content';

/** What the stylesheets read (`@use 'rslib:constants' as c;`, then `c.$nav-height`), in px. */
export const LAYOUT = {
  mobileMaxWidth: MOBILE_MAX_WIDTH,
  /**
   * Rspress's navbar shows all its items only above this width; up to it, what does not fit
   * moves into a popup (theme/components/NavHamburger).
   */
  navCompactMaxWidth: 1280,
  /** §9: the navbar's height, and at the mobile breakpoint or narrower. */
  navHeight: 72,
  navHeightMobile: 56,
  /** §9: the sidebar's indent per level. */
  sidebarIndent: 18,
  mainContentId: MAIN_CONTENT_ID,
} as const;

/** §5 Validation rules: the search modal accepts this many characters. */
export const SEARCH_MAX_QUERY_LENGTH = 512;

/** §2.9 Footer launcher, §9: the launcher lists this many tools. */
export const LAUNCHER_TOOL_COUNT = 8;

/** §2.5 Home page, §9: the landing section shows this many tool cards. */
export const LANDING_CARD_COUNT = 7;

/** §9: the outline follows the scroll at most this often. */
export const OUTLINE_THROTTLE_MS = 100;

/** §9: the navbar hides and shows on scroll at most this often. */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

/**
 * §9: a scroll hides or shows the navbar only this soon after the reader's own input (wheel,
 * touch, key, pointer); jumps to a #hash keep it as it is, so the heading lands below it.
 */
export const NAVBAR_READER_INPUT_MS = 1000;

/** §2.2 URL handling and navigation, §9: after a navigation, scroll to the hash this late. */
export const HASH_SCROLL_DELAY_MS = 100;

/** §2.3 Navigation chrome, §9: a navbar dropdown closes this long after the mouse leaves. */
export const NAV_DROPDOWN_CLOSE_DELAY_MS = 150;

/** §9: the launcher opens and closes this long after the mouse enters or leaves it. */
export const LAUNCHER_HOVER_DELAY_MS = 100;

/** §9: the appearance toggle's animation. */
export const APPEARANCE_ANIMATION_MS = 400;
