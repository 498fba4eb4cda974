// Stands in for rsbuild-plugin-dts while scripts/check-facts.mjs resolves configurations
// (see ./dts-capture-hooks.mjs). `pluginDts` is the real plugin; once its `setup` has filled
// in its own defaults, the options object is recorded under the name of the environment (the
// lib id) the plugin belongs to.
import { pluginDts as realPluginDts } from 'rsbuild-plugin-dts';

export * from 'rsbuild-plugin-dts';

export const capturedDtsOptions = new Map();
globalThis.__rslibFactsDtsOptions = capturedDtsOptions;

export function pluginDts(options = {}) {
  const plugin = realPluginDts(options);
  return {
    ...plugin,
    setup(api) {
      const result = plugin.setup(api);
      api.modifyEnvironmentConfig((config, { name }) => {
        capturedDtsOptions.set(name, options);
        return config;
      });
      return result;
    },
  };
}
