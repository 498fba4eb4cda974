// Stands in for rsbuild-plugin-dts while scripts/check-facts.ts resolves configurations
// (see ./dts-capture-hooks.ts). `pluginDts` is the real plugin; once its `setup` has filled
// in its own defaults, the options object is recorded under the name of the environment (the
// lib id) the plugin belongs to.
import type { RsbuildPlugin } from '@rsbuild/core';
import { type PluginDtsOptions, pluginDts as realPluginDts } from 'rsbuild-plugin-dts';

export * from 'rsbuild-plugin-dts';

declare global {
  /** The options captured by lib id, read by scripts/lib/resolve-config.ts. */
  var __rslibFactsDtsOptions: Map<string, PluginDtsOptions> | undefined;
}

export const capturedDtsOptions = new Map<string, PluginDtsOptions>();
globalThis.__rslibFactsDtsOptions = capturedDtsOptions;

export function pluginDts(options: PluginDtsOptions = {}): RsbuildPlugin {
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
