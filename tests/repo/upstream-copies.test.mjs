// Theme files that copy or adapt a file of @rspress/core keep working only while the original
// stays as it was when they were written. Each entry names the copy, the original (under
// node_modules/@rspress/core, version 2.0.22) and the start of the original's SHA-256; an
// upgrade that changes an original fails here, naming the copy to compare with it again.
// After that review, update the hash.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rspress = path.join(root, 'node_modules/@rspress/core');

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
];

for (const { copy, original, sha256 } of COPIES) {
  test(`${copy} follows @rspress/core/${original}`, () => {
    assert.ok(existsSync(path.join(root, copy)), `${copy} is gone: remove its entry`);
    const file = path.join(rspress, original);
    assert.ok(existsSync(file), `@rspress/core/${original} is gone: review ${copy}`);
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
    assert.equal(hash, sha256, `@rspress/core/${original} changed: review ${copy} against it`);
  });
}
