/** Where this site and Rslib live. Every outbound project link is derived from here. */
export const RSLIB_REPO = 'https://github.com/web-infra-dev/rslib';
/** The docs sources are edited in the Rslib repository's website folder. */
export const DOCS_EDIT_BASE = `${RSLIB_REPO}/tree/main/website/docs/`;
export const DISCORD_URL = 'https://discord.gg/XsaKEEk4mW';
export const X_URL = 'https://x.com/rspack_dev';
