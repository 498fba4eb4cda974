// The type hover popup, loaded on the first intent (attach.ts). One popup for the page, in
// <body>, outside the DOM React owns; the tokens it describes are inside a code block's
// build-time HTML (plugins/code-html.ts), which React never re-renders. It sits below the
// token's line, or above it when there is no room below, so it never covers the line
// being read; Escape, a tap elsewhere, or leaving the token and the popup closes it.
import strings from '../../../i18n.json';
import { langOf } from '../../../site/locale';
import {
  BLOCK_ATTRIBUTE,
  TOKEN_ATTRIBUTE,
  TYPE_HOVERS_PATH,
  type TypeHoverFile,
} from '../../../site/type-hovers';

/** The event that asked for the popup: a hover, a keyboard focus or a tap (attach.ts). */
export type Intent = 'pointerover' | 'focusin' | 'click';

/**
 * The popup's words in the page's language, read here rather than through React's i18n, whose
 * copy of i18n.json is in every page's shared chunk (plugins/type-hovers/ leaves `typeHover.*`
 * out of it).
 */
function wordsOf(path: string) {
  const lang = langOf(path);
  return {
    /** The link to the option's section; `{name}` is the option's path. */
    reference: strings['typeHover.reference'][lang],
    /** The popup's accessible name. */
    label: strings['typeHover.label'][lang],
    /** Shown when the data cannot be loaded. */
    failed: strings['typeHover.failed'][lang],
  };
}

type Words = ReturnType<typeof wordsOf>;

const ID = 'rp-type-hover';
const GAP = 4;
const MARGIN = 8;
const CLOSE_DELAY = 200;

const files = new Map<string, Promise<TypeHoverFile>>();
let element: HTMLDivElement | undefined;
let current: HTMLElement | undefined;
let closeTimer: number | undefined;

function load(id: string) {
  let file = files.get(id);
  if (!file) {
    file = fetch(`${TYPE_HOVERS_PATH}${id}.json`).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<TypeHoverFile>;
    });
    // A failed load is tried again on the next intent.
    file.catch(() => files.delete(id));
    files.set(id, file);
  }
  return file;
}

/** Text with `code` spans, as the reference pages write their first sentence. */
function withCode(text: string) {
  const fragment = document.createDocumentFragment();
  text.split(/(`[^`]+`)/).forEach((part) => {
    if (/^`[^`]+`$/.test(part)) {
      const code = document.createElement('code');
      code.textContent = part.slice(1, -1);
      fragment.append(code);
    } else if (part) fragment.append(part);
  });
  return fragment;
}

function popupElement() {
  if (element) return element;
  element = document.createElement('div');
  element.id = ID;
  element.className = 'rp-type-hover';
  element.setAttribute('role', 'tooltip');
  element.hidden = true;
  element.addEventListener('pointerenter', () => window.clearTimeout(closeTimer));
  element.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'touch') scheduleClose();
  });
  document.body.append(element);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && current) close();
  });
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (current && !element?.contains(target) && !current.contains(target)) close();
  });
  return element;
}

function close() {
  window.clearTimeout(closeTimer);
  current?.removeAttribute('aria-describedby');
  current = undefined;
  if (element) element.hidden = true;
}

function scheduleClose() {
  window.clearTimeout(closeTimer);
  closeTimer = window.setTimeout(close, CLOSE_DELAY);
}

/** Below the token's line, or above it when the viewport has no room below. */
function place(popup: HTMLElement, token: HTMLElement) {
  const line = (token.closest('.line') ?? token).getBoundingClientRect();
  const box = token.getBoundingClientRect();
  popup.style.left = '0px';
  popup.style.top = '0px';
  const { width, height } = popup.getBoundingClientRect();
  const below = line.bottom + GAP;
  const above = line.top - GAP - height;
  const top = below + height > window.innerHeight - MARGIN && above >= MARGIN ? above : below;
  const maxLeft = document.documentElement.clientWidth - width - MARGIN;
  const left = Math.max(MARGIN, Math.min(box.left, maxLeft));
  popup.style.left = `${left + window.scrollX}px`;
  popup.style.top = `${top + window.scrollY}px`;
}

function render(popup: HTMLElement, file: TypeHoverFile | null, index: number, words: Words) {
  const entry = file?.hovers[index];
  popup.replaceChildren();
  if (!entry) {
    const failed = document.createElement('p');
    failed.textContent = words.failed;
    popup.append(failed);
    return;
  }
  const type = document.createElement('code');
  type.className = 'rp-type-hover__type';
  type.textContent = entry.type;
  popup.append(type);
  if (entry.summary) {
    const summary = document.createElement('p');
    summary.className = 'rp-type-hover__summary';
    summary.append(withCode(entry.summary));
    popup.append(summary);
  }
  if (entry.href) {
    const link = document.createElement('a');
    link.className = 'rp-type-hover__link';
    link.href = entry.href;
    // `Reference: {name}`, the option's path in code.
    const [before, after = ''] = words.reference.split('{name}');
    const name = document.createElement('code');
    name.textContent = entry.path ?? '';
    link.append(before, name, after);
    popup.append(link);
  }
}

export async function show(token: HTMLElement, intent: Intent) {
  const popup = popupElement();
  window.clearTimeout(closeTimer);
  if (current === token && !popup.hidden) return;
  const id = token.closest('pre')?.getAttribute(BLOCK_ATTRIBUTE);
  const index = Number(token.getAttribute(TOKEN_ATTRIBUTE));
  if (!id) return;
  current = token;
  let file: TypeHoverFile | null = null;
  try {
    file = await load(id);
  } catch {
    file = null;
  }
  // Another token took over while this one's data loaded.
  if (current !== token) return;
  // The page's language now: the reader may have switched languages since the popup was made.
  const words = wordsOf(location.pathname);
  popup.setAttribute('aria-label', words.label);
  render(popup, file, index, words);
  popup.hidden = false;
  place(popup, token);
  token.setAttribute('aria-describedby', ID);
  if (intent === 'pointerover') {
    token.addEventListener('pointerleave', scheduleClose, { once: true });
  } else if (intent === 'focusin') {
    token.addEventListener(
      'focusout',
      (event) => {
        if (!popup.contains(event.relatedTarget as Node | null)) close();
      },
      { once: true },
    );
  }
}
