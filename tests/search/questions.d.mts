// Types of questions.mjs, for the browser tests (TypeScript).
export interface Question {
  q: string;
  pages: string[];
  kind: string;
}
export const en: Question[];
export const zh: Question[];
