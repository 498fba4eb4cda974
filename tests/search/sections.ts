// The page paths the question sets (questions.ts, real-questions.ts) name their answers
// under, written once. Pages are written without the language prefix.
export const ADV = '/guide/advanced';
export const BASIC = '/guide/basic';
export const LIB = '/config/lib';
export const RSB = '/config/rsbuild';
export const SOL = '/guide/solution';
export const START = '/guide/start';
export const FAQ = '/guide/faq/features';
export const ERR = '/guide/faq/errors';
export const WF = '/guide/workflow';
export const MIG = '/guide/migration';
export const API = '/api';
export const V1 = '/guide/upgrade/v0-to-v1';
