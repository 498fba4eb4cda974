// Reads a `_headers` file (the format Netlify and Cloudflare Pages serve a site with;
// plugins/security-headers.ts writes it) and answers which headers a path gets, the way those
// hosts do: every rule whose pattern matches applies, `*` matches any run of characters, and
// two rules that set the same header join their values with a comma.

export interface HeaderRule {
  pattern: string;
  test: RegExp;
  headers: [string, string][];
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
      rules.push({ pattern, test: new RegExp(`^${source.join('.*')}$`), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0)
      throw new Error(`_headers: a header line outside a rule, or without a colon: "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers of `urlPath` under `rules`, names lowercased. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.test.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out[key] = out[key] ? `${out[key]}, ${value}` : value;
    }
  }
  return out;
}
