// The 404 page's help, in its own chunk: only the 404 page loads it (./index.tsx).
import { Link } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import type { Lang } from '../../../site/locale';
import {
  notFoundRoutesPath,
  pathWords,
  type RouteList,
  suggestRoutes,
} from '../../../site/not-found';

function SuggestionList({ heading, routes }: { heading: string; routes: RouteList }) {
  return (
    <nav className="rp-not-found__suggestions" aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions">{heading}</h2>
      <ul>
        {routes.map(([route, title]) => (
          <li key={route}>
            <Link href={route}>
              <span>{title}</span> <code>{route}</code>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The words of the unknown `path`, for the search field, and the list of the nearest routes
 * of `lang` under `heading` (nothing when the list cannot load or no route is near).
 */
export async function suggest(
  lang: Lang,
  path: string,
  heading: string,
): Promise<{ words: string; list: ReactNode }> {
  const words = pathWords(path).join(' ');
  try {
    const response = await fetch(notFoundRoutesPath(lang));
    if (!response.ok) return { words, list: null };
    const routes = suggestRoutes(path, (await response.json()) as RouteList);
    return {
      words,
      list: routes.length ? <SuggestionList heading={heading} routes={routes} /> : null,
    };
  } catch {
    return { words, list: null };
  }
}
