// The page sources below a folder of docs/, for the plugins that read them at build time.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every `.md` and `.mdx` file below `dir`, as absolute paths (none when `dir` is missing). */
export function markdownFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(full, out);
    else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
  return out;
}
