// The error screen's title and help: DocSearch renders them when a search fails. A missing
// index (404: a copy of the site that was never built, or a failed build) says how to build
// one; anything else is a network failure. Read when the screen renders, after the failure.
import { indexState } from '../../../search/docsearch';
import { useT } from '../../hooks/useT';

export function IndexErrorText({ part }: { part: 'title' | 'help' }) {
  const t = useT();
  if (indexState.missing) {
    return (
      <>{t(part === 'title' ? 'search.missingIndexTitleText' : 'search.missingIndexHelpText')}</>
    );
  }
  return <>{t(part === 'title' ? 'search.errorTitleText' : 'search.errorHelpText')}</>;
}
