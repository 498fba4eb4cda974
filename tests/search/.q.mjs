import './register-ts.mjs';
import { builtClient, modalPages } from './helpers.mjs';
import { docSearchRequest } from './recall.mjs';

const [lang, ...qs] = process.argv.slice(2);
const { client } = await builtClient(lang);
for (const q of qs) {
  const { results } = await client.search(docSearchRequest(q, lang));
  console.log(q, '=>', modalPages(results[0].hits).slice(0, 5).join(' | '));
}
