import { type Ref, useEffect, useState } from 'react';
import { useT } from '../../hooks/useT';
import styles from './SearchButton.module.scss';

interface SearchButtonProps {
  ref?: Ref<HTMLButtonElement>;
  onOpen: () => void;
  /** The reader may be about to search: hover, focus or touch. */
  onIntent: () => void;
}

/** The navbar button: placeholder, the Ctrl/Cmd K hint, nothing heavy. */
export function SearchButton({ ref, onOpen, onIntent }: SearchButtonProps) {
  const t = useT();
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => {
    setModifier(/Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-label={t('searchPlaceholderText')}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a.9.9 0 0 1-1.3 1.3l-4-4A6.5 6.5 0 1 1 8.5 2m0 1.8a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4"
        />
      </svg>
      <span className={styles.placeholder}>{t('searchPlaceholderText')}</span>
      <span className={styles.keys} aria-hidden="true" data-ready={modifier ? '' : undefined}>
        <kbd>{modifier ?? 'Ctrl'}</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
}
