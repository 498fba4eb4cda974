// Two fixes to @docsearch/react 3.9.0's bundle, applied at build time. Each must match exactly
// once, or the build fails (a new DocSearch version needs a new look at them). The option
// `maxQueryLength` is SEARCH_MAX_QUERY_LENGTH of site/constants.ts (plugins/search-index.ts).
const patches = ({ maxQueryLength }) => [
  {
    // The modal's character limit (DocSearch caps its input at 64; the query taken from
    // selected text stays cut to 64 by DocSearch's own code).
    from: 'autoFocus:o.autoFocus,maxLength:64}',
    to: `autoFocus:o.autoFocus,maxLength:${maxQueryLength}}`,
  },
  {
    // The error screen. DocSearch sets the status to "error" when the search client
    // gives up (RetryError), but autocomplete-core's `finally` sets it back to "idle" in the same
    // tick, so React never renders the error screen. Keep "error" until the next query.
    from: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    to: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
];

module.exports = function docSearchPatches(source) {
  const { maxQueryLength } = this.getOptions();
  if (!Number.isInteger(maxQueryLength)) {
    this.emitError(new Error('docsearch-patch-loader: the option maxQueryLength is missing'));
    return source;
  }
  let out = source;
  for (const { from, to } of patches({ maxQueryLength })) {
    const count = out.split(from).length - 1;
    if (count !== 1) {
      this.emitError(
        new Error(`docsearch-patch-loader: expected ${JSON.stringify(from)} once, found ${count}`),
      );
      return source;
    }
    out = out.replace(from, to);
  }
  return out;
};
