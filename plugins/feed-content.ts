// The content of a blog feed item: the post's whole article as HTML, read from the page the
// build wrote. @rspress/plugin-rss cuts its copy at the first `</div>` after the start of the
// article (a regular expression), which left the title and half of the Copy Markdown button.
// This parses the page (parse5, the HTML parser of the unified tools Rspress uses), takes the
// article element, and leaves out what belongs to the page, not to the post: the title (the
// item has its own), the breadcrumbs, the Copy Markdown and AI buttons, heading anchors, the
// code blocks' copy buttons, and React's comment markers. Links and images are made absolute,
// since a feed reader shows the HTML away from the site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse, serialize } from 'parse5';
import { builtFileOf } from '../site/pages';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const classes = (el: Element) => (attr(el, 'class') ?? '').split(/\s+/);

function find(node: Node, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    const hit = find(child, test);
    if (hit) return hit;
  }
  return undefined;
}

/** Elements that are page furniture, not part of the post. */
const DROP_CLASSES = [
  'rp-llms-container',
  'rp-header-anchor',
  'rp-code-button-group',
  // The page's place in the site (plugins/orientation.ts), not part of the post.
  'rp-breadcrumbs',
];

function clean(parent: ParentNode, pageUrl: string) {
  parent.childNodes = parent.childNodes.filter((child) => {
    if (child.nodeName === '#comment') return false;
    if (!isElement(child)) return true;
    if (child.tagName === 'h1') return false;
    if (child.tagName === 'script' || child.tagName === 'style') return false;
    if (classes(child).some((c) => DROP_CLASSES.includes(c))) return false;
    return true;
  });
  for (const child of parent.childNodes) {
    if (!isElement(child)) continue;
    for (const a of child.attrs) {
      if ((a.name === 'href' || a.name === 'src') && !a.value.startsWith('#')) {
        a.value = new URL(a.value, pageUrl).toString();
      } else if (a.name === 'href') {
        a.value = pageUrl + a.value;
      }
    }
    // Interactive leftovers of the page have no use in a reader.
    child.attrs = child.attrs.filter((a) => a.name !== 'tabindex');
    clean(child, pageUrl);
  }
}

/** The article of a built page as standalone HTML, or null when the page has no article. */
export function articleHtml(html: string, pageUrl: string): string | null {
  const doc = parse(html);
  const article = find(doc, (el) => classes(el).includes('rspress-doc'));
  if (!article) return null;
  clean(article, pageUrl);
  return serialize(article).trim();
}

/**
 * The item's summary when the post has no `description`: the text of its first paragraph
 * that is a sentence, not the date line (`_May 14, 2025_`) under the title.
 */
export function firstParagraph(html: string): string {
  const text = (node: Node): string =>
    node.nodeName === '#text'
      ? (node as DefaultTreeAdapterMap['textNode']).value
      : 'childNodes' in node
        ? node.childNodes.map(text).join('')
        : '';
  const paragraphs: string[] = [];
  const collect = (node: Node) => {
    if (isElement(node) && node.tagName === 'p')
      paragraphs.push(text(node).replace(/\s+/g, ' ').trim());
    else if ('childNodes' in node) node.childNodes.forEach(collect);
  };
  collect(parse(`<!doctype html><body>${html}`));
  return paragraphs.find((t) => t.length > 40) ?? '';
}

/** The built HTML file of a route (`/blog/x` → `<outDir>/blog/x.html`). */
export function readBuiltPage(outDir: string, routePath: string): string | null {
  try {
    return readFileSync(path.join(outDir, builtFileOf(routePath)), 'utf8');
  } catch {
    return null;
  }
}
