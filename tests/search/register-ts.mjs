// Import this first; TypeScript modules imported after it (dynamically) load through ts-hooks.mjs.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
