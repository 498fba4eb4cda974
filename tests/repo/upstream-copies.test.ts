// Theme files that copy or adapt a file of @rspress/core keep working only while the original
// stays as it was when they were written. Each entry names the copy, the original (under
// node_modules/@rspress/core, version 2.0.22) and the start of the original's SHA-256; an
// upgrade that changes an original fails here, naming the copy to compare with it again.
// After that review, update the hash. Every copy names its original in its first line, and the
// fixes they carry that belong upstream are listed, with reproductions, in UPSTREAM.md.
// RSPRESS_CORE_DIR points the test at another copy of @rspress/core (to see it fail).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rspress = process.env.RSPRESS_CORE_DIR
  ? path.resolve(process.env.RSPRESS_CORE_DIR)
  : path.join(root, 'node_modules/@rspress/core');

const { version } = JSON.parse(readFileSync(path.join(rspress, 'package.json'), 'utf8'));

const COPIES = [
  {
    copy: 'theme/components/Nav/index.tsx',
    original: 'dist/theme/components/Nav/index.js',
    sha256: '0b40b7939b2276ba',
  },
  {
    copy: 'theme/components/SwitchAppearance/clipPath.ts',
    original: 'dist/theme/components/SwitchAppearance/getClipPath.js',
    sha256: 'bc4163d363d2e8ad',
  },
  {
    copy: 'theme/hooks/useSidebarData.ts',
    original: 'dist/runtime/hooks/useSidebar.js',
    sha256: '3f89b16378607c54',
  },
  {
    copy: 'theme/components/DocLayout/index.tsx',
    original: 'dist/theme/layout/DocLayout/index.js',
    sha256: '2dc5a0c3edd9f258',
  },
  {
    copy: 'theme/components/NavTitle/index.tsx',
    original: 'dist/theme/components/NavTitle/index.js',
    sha256: '50abf25aee376603',
  },
  {
    copy: 'theme/components/LlmsCopyButton/index.tsx',
    original: 'dist/theme/components/Llms/LlmsCopyButton.js',
    sha256: 'e00a158371169aa8',
  },
  {
    copy: 'theme/components/Sidebar/index.tsx',
    original: 'dist/theme/components/Sidebar/index.js',
    sha256: '62dd973f151ca47f',
  },
  {
    copy: 'theme/components/NavHamburger/index.tsx',
    original: 'dist/theme/components/NavHamburger/index.js',
    sha256: '14818b4b94230e67',
  },
  {
    copy: 'theme/components/NavHamburger/useNavScreen.ts',
    original: 'dist/theme/components/NavHamburger/useNavScreen.js',
    sha256: '426915591a59cc13',
  },
  {
    copy: 'theme/components/LlmsViewOptions/index.tsx',
    original: 'dist/theme/components/Llms/LlmsViewOptions.js',
    sha256: '3dd2a7637432c539',
  },
  {
    copy: 'theme/components/SwitchAppearance/index.tsx',
    original: 'dist/theme/components/SwitchAppearance/index.js',
    sha256: 'f0918691a311b44a',
  },
  {
    copy: 'theme/components/Nav/NavMenu.tsx',
    original: 'dist/theme/components/Nav/NavMenu.js',
    sha256: '58513ff17ff88cc5',
  },
  {
    copy: 'theme/hooks/useDynamicToc.ts',
    original: 'dist/theme/hooks/useDynamicToc.js',
    sha256: 'a8e672ab54e206a8',
  },
  {
    copy: 'theme/hooks/useActiveAnchor.ts',
    original: 'dist/theme/hooks/useActiveAnchor.js',
    sha256: '876aee9ba7e489f7',
  },
  {
    copy: 'theme/hooks/useScrollAfterNav.ts',
    original: 'dist/theme/logic/useScrollAfterNav.js',
    sha256: '477da4a16d47e594',
  },
  {
    copy: 'theme/components/EditLink/index.tsx',
    original: 'dist/theme/components/EditLink/index.js',
    sha256: 'e4817304a879621a',
  },
  {
    copy: 'theme/components/EditLink/index.tsx',
    original: 'dist/theme/components/EditLink/useEditLink.js',
    sha256: 'ac3c4aa1cbb67668',
  },
  {
    copy: 'theme/components/Outline/index.tsx',
    original: 'dist/theme/components/Outline/index.js',
    sha256: '016227470cc20574',
  },
];

for (const { copy, original, sha256 } of COPIES) {
  test(`${copy} follows @rspress/core/${original}`, () => {
    assert.ok(existsSync(path.join(root, copy)), `${copy} is gone: remove its entry`);
    const header = readFileSync(path.join(root, copy), 'utf8').split('\n')[0];
    assert.match(
      header,
      new RegExp(
        `^// (Adapted|Copied) from @rspress/core ${version}, (.+ and )?${original.replaceAll('.', '\\.')}\\b`,
      ),
      `${copy} must name its original in its first line`,
    );
    const file = path.join(rspress, original);
    assert.ok(existsSync(file), `@rspress/core/${original} is gone: review ${copy}`);
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
    assert.equal(hash, sha256, `@rspress/core/${original} changed: review ${copy} against it`);
  });
}

// plugins/page-data.ts moves each page's own fields into the private `pageMeta` object that
// Rspress's MDX compiler hands its remark plugins; without that object it must stop the build.
test('the page-data remark pass throws when Rspress gives it no pageMeta', async () => {
  // The plugin is written for the CommonJS scope Rspress loads its config in.
  globalThis.__dirname = path.join(root, 'plugins');
  const { pluginPageData } = await import('../../plugins/page-data.ts');
  const [plugin] = pluginPageData().markdown!.remarkPlugins!;
  // RspressPlugin types the pass as any unified plugin; it reads only `this.data('pageMeta')`
  // and the file's path, which is all `run` gives it.
  const remarkPageOwnFields = plugin as (this: {
    data(key: string): unknown;
  }) => (tree: unknown, file: { path: string }) => void;
  const run = (pageMeta: unknown) =>
    remarkPageOwnFields.call({ data: () => pageMeta })({}, { path: '/nowhere/page.mdx' });
  assert.throws(() => run(undefined), /no `pageMeta` for \/nowhere\/page\.mdx/);
  assert.doesNotThrow(() => run({ toc: [], title: '' }));
});
