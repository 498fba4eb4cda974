import { NotFoundLayout } from '@rspress/core/theme-original';
import { MAIN_CONTENT_ID } from '../SkipLink';

/** The theme's 404 content inside the page's main landmark. */
export function NotFound() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <NotFoundLayout />
    </main>
  );
}
