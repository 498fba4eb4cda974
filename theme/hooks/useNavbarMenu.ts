import { type FocusEvent, type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';
import { NAV_DROPDOWN_CLOSE_DELAY_MS } from '../../site/constants';
import { usePopover } from './usePopover';

/** Only a mouse on a device that can hover opens a menu by hovering. */
const canHover = (event: PointerEvent) =>
  event.pointerType === 'mouse' && matchMedia('(hover: hover) and (pointer: fine)').matches;

/**
 * Open state of a navbar dropdown. A click or tap on its button toggles it at every width;
 * hovering with a mouse (where the device can hover) or focus inside opens it for as long as
 * the pointer or focus stays, and a click then keeps it open instead of closing it. It closes
 * as every popover does (./usePopover.ts). Spread `root` on the element that holds the button
 * and the popup, `button` on the button.
 */
export function useNavbarMenu<T extends HTMLElement = HTMLElement>() {
  const { isOpen, setOpen, root } = usePopover<T>();
  // Opened by a click or tap: it stays open when the pointer leaves.
  const pinned = useRef(false);
  useEffect(() => {
    if (!isOpen) pinned.current = false;
  }, [isOpen]);
  return {
    isOpen,
    root: {
      ref: root,
      onPointerEnter: (event: PointerEvent) => {
        if (canHover(event)) setOpen(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (canHover(event) && !pinned.current) setOpen(false, NAV_DROPDOWN_CLOSE_DELAY_MS);
      },
      onFocus: (event: FocusEvent) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(true);
      },
    },
    button: {
      'aria-expanded': isOpen,
      // A keyboard's click (detail 0) on a menu that focus opened closes it; a tap's keeps it.
      onClick: (event: MouseEvent) => {
        const close = pinned.current || (isOpen && !event.detail);
        pinned.current = !close;
        setOpen(!close);
      },
    },
  };
}
