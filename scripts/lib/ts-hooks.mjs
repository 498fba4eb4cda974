// Node module hooks that let tests and scripts import the site's TypeScript modules
// (site/*.ts, search/*.ts) as the browser bundle does: type annotations stripped by TypeScript, and
// extensionless relative imports resolved to .ts files.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (context.parentURL?.endsWith('.ts') && /^\.{1,2}\//.test(specifier)) {
      return next(`${specifier}.ts`, context);
    }
    throw error;
  }
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const file = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      sourceMap: false,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
