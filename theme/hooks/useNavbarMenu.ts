import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's close delay of navbar dropdowns after the pointer leaves (§9). */
const NAV_DROPDOWN_CLOSE_DELAY_MS = 150;

/** Open state of a navbar dropdown: open at once, close at once or after the delay. */
export function useNavbarMenu() {
  const [isOpen, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const open = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const closeLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), NAV_DROPDOWN_CLOSE_DELAY_MS);
  }, []);
  const toggle = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((value) => !value);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { isOpen, open, close, closeLater, toggle };
}
