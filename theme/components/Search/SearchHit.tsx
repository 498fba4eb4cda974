import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/** How a chosen hit is opened: client-side navigation, provided by the modal. */
export const HitNavigation = createContext<(url: string) => void>(() => {});

interface SearchHitProps {
  hit: { url: string };
  children: ReactNode;
}

/** A hit link. A plain click navigates in the app; modified clicks are left to the browser. */
export function SearchHit({ hit, children }: SearchHitProps) {
  const navigate = useContext(HitNavigation);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    navigate(hit.url);
  };
  return (
    <a href={hit.url} onClick={onClick}>
      {children}
    </a>
  );
}
