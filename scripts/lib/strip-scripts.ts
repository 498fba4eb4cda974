// The benchmark's floor (scripts/bench.ts; issue 22): this site's own built page with every
// script and script preload taken out, so what is left costs only HTML and CSS. The same
// page's figures without JavaScript are the least its markup can cost; the distance from them
// is what the scripts add.

/** `<script>` elements, inline or external (JSON data blocks too: they are not styled either). */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
/** `<link>` elements that fetch a script: preload as script, or modulepreload. */
const SCRIPT_LINK =
  /<link\b(?=[^>]*\brel="(?:modulepreload|preload)")(?=[^>]*(?:\bas="script"|\brel="modulepreload"))[^>]*>/gi;

/** The page's HTML without scripts and script preloads. */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_LINK, '');
}
