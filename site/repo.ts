/** Where this site and Rslib live. Every outbound project link is derived from here. */
export const RSLIB_REPO = 'https://github.com/web-infra-dev/rslib';
/**
 * This site's own repository: "Edit this page" opens a page's source in it
 * (`docs/<lang>/<path>.mdx`) and "Report a problem with this page" opens an issue on it.
 * The default is the one setting to change when the project moves; `RSLIB_DOCS_REPO` overrides
 * it at build time (a fork, a mirror), and a build in GitHub Actions takes the repository it
 * runs in. rspress.config.ts inlines the result into the browser code, so the server HTML and
 * the browser agree (there the first operand is a string and the rest is never evaluated).
 */
export const DOCS_REPO = (
  process.env.RSLIB_DOCS_REPO ||
  (process.env.GITHUB_REPOSITORY
    ? `${process.env.GITHUB_SERVER_URL || 'https://github.com'}/${process.env.GITHUB_REPOSITORY}`
    : 'https://github.com/rstackjs/rslib-docs')
).replace(/\/+$/, '');
/** The branch the edit links open. */
export const DOCS_BRANCH = 'main';
/** Rspress appends the page's source path relative to `docs/` (`en/guide/basic/cli.mdx`). */
export const DOCS_EDIT_BASE = `${DOCS_REPO}/edit/${DOCS_BRANCH}/docs/`;
/** A new issue on this site's repository. */
export const DOCS_NEW_ISSUE = `${DOCS_REPO}/issues/new`;
export const DISCORD_URL = 'https://discord.gg/XsaKEEk4mW';
export const X_URL = 'https://x.com/rspack_dev';
