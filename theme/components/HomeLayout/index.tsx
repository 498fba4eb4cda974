import { lazy, Suspense } from 'react';

// The hero, the landing cards and the backdrop are home-only code: they live in their own
// chunk, so a doc page's first load does not carry them (DESIGN.md, Budgets). The server
// renders the home page in full, and the browser hydrates it once the chunk is in.
const HomePage = lazy(() => import('./HomePage'));

export function HomeLayout() {
  return (
    <Suspense fallback={null}>
      <HomePage />
    </Suspense>
  );
}
