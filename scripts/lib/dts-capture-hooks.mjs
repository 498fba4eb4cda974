// Module hooks for scripts/check-facts.mjs (registered with `module.register`): when
// @rslib/core loads rsbuild-plugin-dts, it gets ./dts-capture.mjs instead, which wraps
// `pluginDts` so that the check can read the options the plugin ends up with.
const wrapper = new URL('./dts-capture.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'rsbuild-plugin-dts' && context.parentURL?.includes('/@rslib/core/')) {
    return { url: wrapper, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
