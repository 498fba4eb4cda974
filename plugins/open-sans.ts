// The Open Sans files that theme/styles/_fonts.scss declares, as the `@open-sans` alias. They
// come from rspress-plugin-font-open-sans, whose package exports only its plugin, not the files;
// why the site declares the faces itself is in ARCHITECTURE.md (Decisions). Both the site's
// config and the benchmark's bare site (which compiles the home page's theme imports) use it.
import path from 'node:path';

export function openSansAlias(): Record<string, string> {
  return {
    '@open-sans': path.join(
      path.dirname(require.resolve('rspress-plugin-font-open-sans')),
      '../static',
    ),
  };
}
