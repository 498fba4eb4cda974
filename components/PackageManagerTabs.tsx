// Pages import the theme's PackageManagerTabs from here, not from '@theme'. The '@theme'
// barrel sits in the entry chunk, and Rspack keeps every export that any page uses reachable
// from it, so a component taken from the barrel (with its five icons) lands in the first load
// of every page. From its own module it goes only into the route chunks of the pages using it.
export { PackageManagerTabs } from '@rspress/core/dist/theme/components/PackageManagerTabs/index.js';
