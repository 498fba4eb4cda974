// Swaps the icon modules of the theme's PackageManagerTabs for
// theme/components/PackageManagerIcons, which draws the same icons from one SVG file instead
// of from SVG paths compiled to JavaScript (see that module). Applies to every build
// environment, so the prerendered HTML and the browser render the same markup.
import path from 'node:path';
import { type RsbuildPlugin, type Rspack, rspack } from '@rsbuild/core';
import { PACKAGE_MANAGER_ICONS } from '../theme/components/PackageManagerIcons/icons';

/** How the tabs import their icons: `import { Bun } from "./icons/Bun.js"`. */
const ICON_REQUEST = new RegExp(
  `^\\./icons/(?:${Object.keys(PACKAGE_MANAGER_ICONS).join('|')})\\.js$`,
);
const TABS_DIR = /[\\/]PackageManagerTabs$/;
const ICON_MODULE = /[\\/]PackageManagerTabs[\\/]icons[\\/]/;
const TABS_MODULE = /[\\/]PackageManagerTabs[\\/]index\.js$/;
const STAND_IN = path.join(__dirname, '../theme/components/PackageManagerIcons/index.tsx');

export function pluginPackageManagerIcons(): RsbuildPlugin {
  return {
    name: 'rslib-docs:package-manager-icons',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(ICON_REQUEST, (resolveData) => {
            if (TABS_DIR.test(resolveData.context ?? '')) resolveData.request = STAND_IN;
          }),
          {
            apply(compiler: Rspack.Compiler) {
              compiler.hooks.thisCompilation.tap(
                'package-manager-icons',
                (compilation: Rspack.Compilation) => {
                  compilation.hooks.finishModules.tap('package-manager-icons', (modules) => {
                    // Read from the compilation's modules, not from the replacement callback,
                    // which a cached build does not call again.
                    const ids = [...modules].map((module) => module.identifier());
                    const stillInline = ids.some((id) => ICON_MODULE.test(id));
                    const tabsUsed = ids.some((id) => TABS_MODULE.test(id));
                    const standInUsed = ids.some((id) => id.includes(STAND_IN));
                    // Fail instead of shipping the inline icons unnoticed when the theme moves them.
                    if (stillInline || (tabsUsed && !standInUsed)) {
                      compilation.errors.push(
                        new rspack.WebpackError(
                          'package-manager-icons: the theme no longer imports its icons as ./icons/<Name>.js; review plugins/package-manager-icons.ts.',
                        ),
                      );
                    }
                  });
                },
              );
            },
          },
        );
      });
    },
  };
}
