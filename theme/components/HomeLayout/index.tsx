import { type ComponentType, Suspense, use } from 'react';

// The hero, the landing cards and the backdrop are home-only code: they live in their own
// chunk, so a doc page's first load does not carry them (DESIGN.md, Budgets). The server
// renders the home page in full.
//
// In the browser the chunk starts loading as soon as this module runs on a home URL, well
// before React hydrates, and the promise carries React's `status`/`value` fields, so `use()`
// returns the module at once when it is in. (Were the boundary still waiting when the page
// data updates after hydration, React would drop the server HTML and show the fallback.)

type HomeModule = { default: ComponentType };

let home: Promise<HomeModule> | undefined;

function loadHome(): Promise<HomeModule> {
  if (!home) {
    const promise: Promise<HomeModule> = import('./HomePage');
    const tracked = promise as Promise<HomeModule> & {
      status?: string;
      value?: HomeModule;
      reason?: unknown;
    };
    tracked.status = 'pending';
    promise.then(
      (module) => {
        tracked.status = 'fulfilled';
        tracked.value = module;
      },
      (error: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = error;
      },
    );
    home = promise;
  }
  return home;
}

if (
  typeof window !== 'undefined' &&
  /^\/(zh\/?)?(index(\.html)?)?$/.test(window.location.pathname)
) {
  loadHome();
}

function HomePage() {
  const { default: Page } = use(loadHome());
  return <Page />;
}

export function HomeLayout() {
  return (
    <Suspense fallback={null}>
      <HomePage />
    </Suspense>
  );
}
