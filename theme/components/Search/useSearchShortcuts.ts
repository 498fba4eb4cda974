import { useEffect, useRef } from 'react';

interface Shortcuts {
  open: boolean;
  /** Ctrl/Cmd+K, or `/` when no text field has focus. */
  onOpen: () => void;
  /** Escape while the modal is closed: forget the query kept from the last close. */
  onForget: () => void;
}

function isEditing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(
    el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName ?? '')),
  );
}

/** The page-wide keys that open the search modal. The open modal handles its own keys. */
export function useSearchShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const { open, onOpen, onForget } = latest.current;
      if (open || e.isComposing) return;
      const plain = !e.metaKey && !e.ctrlKey && !e.altKey;
      if ((e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey && e.key?.toLowerCase() === 'k') {
        e.preventDefault();
        onOpen();
      } else if (e.key === '/' && plain && !isEditing(e.target)) {
        e.preventDefault();
        onOpen();
      } else if (e.key === 'Escape') {
        onForget();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
