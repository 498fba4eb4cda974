// The type hovers' trigger: what a page with at least one checked example carries. The remark
// pass of plugins/type-hovers/ imports this module into such a page's MDX, so it ships in that
// page's route chunk and nowhere else: a page without hovers has none of it, and no page has it
// in the shared chunks. It adds one native listener to the document, once, which does nothing
// until the first hover, focus or tap of a marked token; that imports the popup (`popup.ts`,
// its strings with it) and the block's data. A native listener, not React props, so it works
// whether or not React hydrates the article (ARCHITECTURE.md "Type hovers").
import { BLOCK_ATTRIBUTE, TOKEN_ATTRIBUTE } from '../../../site/type-hovers';
import type { Intent } from './popup';

const TOKEN = `pre[${BLOCK_ATTRIBUTE}] [${TOKEN_ATTRIBUTE}]`;

let popup: Promise<typeof import('./popup')> | undefined;
let lastPointer = 'mouse';

function onInput(event: Event) {
  // A focus has no pointer: it follows the last press (a tap focuses the link it lands on).
  const pointer = (event as PointerEvent).pointerType ?? lastPointer;
  if (event.type === 'pointerdown') {
    lastPointer = pointer;
    return;
  }
  const target = event.target;
  const token = target instanceof Element ? target.closest<HTMLElement>(TOKEN) : null;
  // A touch opens the popup by its tap only, instead of following an option's link (the popup
  // has the link); a mouse, pen or keyboard by hover or focus, and a click follows the link.
  if (!token || (pointer === 'touch') !== (event.type === 'click')) return;
  if (event.type === 'click') event.preventDefault();
  popup ??= import('./popup');
  popup
    .then((module) => module.show(token, event.type as Intent))
    // Offline before the popup was ever loaded: nothing shows, the next intent tries again.
    .catch(() => {
      popup = undefined;
    });
}

// Route chunks also run on the server (the SSG render has no document). In the capture phase,
// so a tap's link is not followed whatever listens further down.
if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'pointerover', 'focusin', 'click'])
    document.addEventListener(type, onInput, true);
}
