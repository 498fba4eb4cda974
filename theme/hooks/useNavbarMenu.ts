import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';

/** The spec's close delay of navbar dropdowns after the pointer leaves (§9). */
const NAV_DROPDOWN_CLOSE_DELAY_MS = 150;

/** Only a mouse on a device that can hover opens a menu by hovering. */
const canHover = (event: PointerEvent) =>
  event.pointerType === 'mouse' && matchMedia('(hover: hover) and (pointer: fine)').matches;

/**
 * Open state of a navbar dropdown. A click or tap on its button toggles it at every width;
 * hovering with a mouse (where the device can hover) or focus inside opens it for as long as
 * the pointer or focus stays, and a click then keeps it open instead of closing it. Escape,
 * a tap or click outside, focus leaving and following one of its links close it. Spread
 * `root` on the element that holds the button and the popup, `button` on the button.
 */
export function useNavbarMenu<T extends HTMLElement = HTMLElement>() {
  // false: closed; 1: open while hovered or focused; 2: opened by a click or tap.
  const [state, setState] = useState<false | 1 | 2>(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ref = useRef<T>(null);
  const set = (value: false | 1 | 2, delay?: number) => {
    clearTimeout(timer.current);
    if (delay) timer.current = setTimeout(() => setState(value), delay);
    else setState(value);
  };
  const isOpen = state !== false;
  useEffect(() => {
    if (!isOpen) return;
    const outside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) setState(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [isOpen]);
  return {
    isOpen,
    root: {
      ref,
      onPointerEnter: (event: PointerEvent) => {
        if (!canHover(event)) return;
        clearTimeout(timer.current);
        setState((value) => value || 1);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (canHover(event) && state === 1) set(false, NAV_DROPDOWN_CLOSE_DELAY_MS);
      },
      onFocus: (event: FocusEvent) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setState((v) => v || 1);
      },
      // Focus moving out closes it; a tap on no control (no new focus) is the pointer's case.
      onBlur: (event: FocusEvent) => {
        const to = event.relatedTarget as Node | null;
        if (to && !ref.current?.contains(to)) set(false);
      },
      // Following one of its links closes it: the navbar stays across the navigation.
      onClick: (event: MouseEvent) => {
        if ((event.target as Element).closest('a')) set(false);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.stopPropagation();
        set(false);
        ref.current?.querySelector<HTMLElement>('a,button')?.focus();
      },
    },
    button: {
      'aria-expanded': isOpen,
      // A keyboard's click (detail 0) on a menu that focus opened closes it; a tap's keeps it.
      onClick: (event: MouseEvent) => set(state === 2 || (state && !event.detail) ? false : 2),
    },
  };
}
