import { Content } from '@rspress/core/runtime';

/**
 * The home layout renders the home page's own MDX (`docs/<lang>/index.mdx`), which imports
 * the hero, the landing cards and the footer from theme/components/HomePage. The home code
 * so lives in the home route's chunk, which Rspress preloads on the home page only.
 */
export function HomeLayout() {
  return <Content />;
}
