/** Build-time only: the public origin, for absolute links in the head, sitemap and feeds. */
export const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'https://rslib.rs';
