// The benchmark's floor (scripts/bench.ts; issue 22): this site's own built page with every
// script and script preload taken out, so what is left costs only HTML and CSS. The same
// page's figures without JavaScript are the least its markup can cost; the distance from them
// is what the scripts add.
//
// The elements are found by parsing, and cut out of the original text by their source
// offsets, so the rest of the page stays byte for byte. A regular expression cannot tell a
// tag from the text `<script>` inside an attribute (guide/basic/output-format's description
// says "a <script> tag"): it cut the whole body of that page, which then never painted.
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** `<script>` elements (JSON data blocks too: they are not styled either), and `<link>`s that fetch a script. */
function isScript(element: Element): boolean {
  if (element.tagName === 'script') return true;
  if (element.tagName !== 'link') return false;
  const attr = (name: string) => element.attrs.find((a) => a.name === name)?.value;
  const rel = attr('rel');
  return rel === 'modulepreload' || (rel === 'preload' && attr('as') === 'script');
}

/** The page's HTML without scripts and script preloads. */
export function stripScripts(html: string): string {
  const spans: [number, number][] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && isScript(node)) {
      const where = node.sourceCodeLocation;
      if (!where) throw new Error(`strip-scripts: no source offsets for a <${node.tagName}>`);
      spans.push([where.startOffset, where.endOffset]);
      return;
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  let out = html;
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + out.slice(end);
  return out;
}
