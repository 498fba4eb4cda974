// Makes a Chinese page's English twin a file dependency of the page's module, so that a
// change to the English source recompiles the Chinese page: in a running dev server and in a
// build whose persistent cache is warm. The page's freshness notice depends on that source
// (plugins/translation-freshness.ts). The page's own text passes through unchanged.
const { existsSync } = require('node:fs');
const path = require('node:path');

module.exports = function twinDependencyLoader(source) {
  const { docsRoot } = this.getOptions();
  const page = path.relative(path.join(docsRoot, 'zh'), this.resourcePath);
  const twin = path.join(docsRoot, 'en', page);
  // A page without a twin still follows the place one would appear.
  if (existsSync(twin)) this.addDependency(twin);
  else this.addMissingDependency(twin);
  return source;
};
