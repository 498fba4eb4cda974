// Import this first; TypeScript modules imported after it (dynamically) load through
// ts-hooks.mjs. Node 20 cannot strip types itself.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
