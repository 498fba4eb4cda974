/** Google Analytics runs only in a production build that names a tag id. */
export const googleAnalyticsId = process.env.RSLIB_DOCS_GA_ID?.trim() || undefined;
