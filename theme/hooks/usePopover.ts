import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Open popovers, the last opened last: Escape closes only that one (a menu inside a menu). */
const openPopovers: RefObject<HTMLElement | null>[] = [];

/**
 * Open state of a popover: the element spread with `root` holds its trigger (the first link
 * or button inside it) and its popup. Every popover of the theme (navbar dropdowns and
 * language menu through theme/hooks/useNavbarMenu.ts, the launcher, the "open in AI" menu)
 * closes the same way while open:
 * - Escape closes it (the last opened, when one opened inside another); when focus was
 *   inside, focus goes back to the trigger;
 * - a press (mouse, touch or pen) outside closes it;
 * - focus moving outside closes it;
 * - following a link inside closes it.
 * `setOpen(value, delay)` opens or closes after `delay` ms, unless another call comes first.
 * e2e/popovers.spec.ts holds all of them to this.
 */
export function usePopover<T extends HTMLElement = HTMLElement>() {
  const [isOpen, setOpenNow] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<T>(null);

  const setOpen = useCallback((open: boolean, delay = 0) => {
    clearTimeout(timer.current);
    if (delay > 0) timer.current = setTimeout(() => setOpenNow(open), delay);
    else setOpenNow(open);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!isOpen) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(root.current?.contains(target));
    const close = () => setOpen(false);
    const onPress = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) close();
    };
    const onClick = (event: MouseEvent) => {
      if (inside(event.target) && (event.target as Element).closest('a[href]')) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openPopovers.at(-1) !== root) return;
      const hadFocus = inside(document.activeElement);
      close();
      if (hadFocus) root.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    };
    openPopovers.push(root);
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      openPopovers.splice(openPopovers.indexOf(root), 1);
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen, setOpen]);

  return { isOpen, setOpen, root };
}
