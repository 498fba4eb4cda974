// Helpers for env-vars.test.ts and web-workers.test.ts: build a library from source
// files written by the test, either through the JavaScript API (like buildCase in
// helpers.ts) or through the real `rslib` command line, which is what loads `.env` files.

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RslibConfig } from '@rslib/core';
import {
  buildCase,
  type CaseResult,
  caseResult,
  type Files,
  prepareSourceCase,
  repoRoot,
} from './helpers.ts';

const RSLIB_BIN = path.join(repoRoot, 'node_modules', '@rslib', 'core', 'bin', 'rslib.js');

/**
 * Builds `files` with `createRslib` and `config` (functions allowed), with the build cache
 * off. Returns { dir, dist, files, read }.
 */
export function buildSourceCase(
  name: string,
  files: Files,
  config: RslibConfig,
): Promise<CaseResult> {
  return buildCase(name, config, { sources: files });
}

/**
 * Builds `files` by running the `rslib` command in the case folder, as a user would.
 * `config` must be plain JSON; it is written to rslib.config.mjs with the build cache off
 * (the case's node_modules is a link to the repository's, so a cache would be shared).
 * `env` is added to an environment from which NODE_ENV and every PUBLIC_* variable of the
 * test process are removed. Throws with the command's output when it fails.
 */
export function buildWithCli(
  name: string,
  files: Files,
  config: RslibConfig,
  { args = [], env = {} }: { args?: string[]; env?: NodeJS.ProcessEnv } = {},
): CaseResult {
  const dir = prepareSourceCase(name, { sources: files });
  const finalConfig = { logLevel: 'error', ...config, performance: { buildCache: false } };
  writeFileSync(
    path.join(dir, 'rslib.config.mjs'),
    `export default ${JSON.stringify(finalConfig, null, 2)};\n`,
  );
  const childEnv = { ...process.env };
  for (const key of Object.keys(childEnv)) {
    if (key === 'NODE_ENV' || key.startsWith('PUBLIC_')) delete childEnv[key];
  }
  const run = spawnSync(process.execPath, [RSLIB_BIN, ...args], {
    cwd: dir,
    env: { ...childEnv, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    throw new Error(`rslib ${args.join(' ')} failed (${run.status}):\n${run.stdout}${run.stderr}`);
  }
  return caseResult(dir);
}
