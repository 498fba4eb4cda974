// What every page carries for the type hovers: the handlers the code block's `<pre>` gets
// through React's own event delegation (theme/components/MdxComponents), no listener of its
// own and no data. The popup (`popup.ts`) and a block's data load on the first hover, focus
// or tap of a marked token (plugins/type-hovers/, ARCHITECTURE.md "Type hovers").
import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import { TOKEN_ATTRIBUTE } from '../../../site/type-hovers';

export interface TypeHoverWords {
  /** The link to the option's section; `{name}` is the option's path. */
  reference: string;
  /** The popup's accessible name. */
  label: string;
  /** Shown when the data cannot be loaded. */
  failed: string;
}

export type Intent = 'hover' | 'focus' | 'tap';

let popup: Promise<typeof import('./popup')> | undefined;
let lastPointer = 'mouse';

function tokenOf(event: { target: EventTarget }) {
  const target = event.target;
  return target instanceof Element ? target.closest<HTMLElement>(`[${TOKEN_ATTRIBUTE}]`) : null;
}

function open(token: HTMLElement, intent: Intent, words: TypeHoverWords) {
  popup ??= import('./popup');
  popup
    .then((module) => module.show(token, intent, words))
    // Offline before the popup was ever loaded: nothing shows, the next intent tries again.
    .catch(() => {
      popup = undefined;
    });
}

/** Props for a `<pre>` whose tokens have hovers. */
export function typeHoverHandlers(words: TypeHoverWords) {
  return {
    onPointerDown(event: PointerEvent) {
      lastPointer = event.pointerType;
    },
    onPointerOver(event: PointerEvent) {
      const token = tokenOf(event);
      if (token && event.pointerType !== 'touch') open(token, 'hover', words);
    },
    onFocus(event: FocusEvent) {
      const token = tokenOf(event);
      if (token && lastPointer !== 'touch') open(token, 'focus', words);
    },
    // A tap opens the popup instead of following an option's link; the popup has the link.
    onClick(event: MouseEvent) {
      const token = tokenOf(event);
      const pointer = (event.nativeEvent as globalThis.PointerEvent).pointerType ?? lastPointer;
      if (!token || pointer !== 'touch') return;
      event.preventDefault();
      open(token, 'tap', words);
    },
  };
}
