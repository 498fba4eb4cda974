// Module hooks for scripts/check-facts.ts (registered with `module.register`): when
// @rslib/core loads rsbuild-plugin-dts, it gets ./dts-capture.ts instead, which wraps
// `pluginDts` so that the check can read the options the plugin ends up with.
import type { ResolveHook } from 'node:module';

const wrapper = new URL('./dts-capture.ts', import.meta.url).href;

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  if (specifier === 'rsbuild-plugin-dts' && context.parentURL?.includes('/@rslib/core/')) {
    // Resolved by the next hooks (tsx), which then load it as TypeScript.
    return nextResolve(wrapper, context);
  }
  return nextResolve(specifier, context);
};
