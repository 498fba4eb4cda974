export declare const repoRoot: string;
export declare const buildDir: string;
export declare const docsDir: string;
export declare function walk(dir: string, test: (name: string) => boolean): string[];
export declare function fileForPath(urlPath: string, root?: string): string | undefined;
export declare function pathForFile(file: string, root?: string): string;
export {
  builtFileOf,
  builtPages,
  contentType,
  markdownFiles,
  resolvePath,
  routeOfBuiltFile,
  sourceOfRoute,
} from '../../site/pages';
