// Types of static-server.mjs, for the browser tests (TypeScript).
import type { Server } from 'node:http';
export declare function createBuildServer(
  root: string,
  options?: {
    gzip?: boolean;
    transformHtml?: (html: string) => string;
    onRequest?: (urlPath: string) => void;
    override?: (urlPath: string, file: string) => string | Buffer | undefined;
  },
): Server;
