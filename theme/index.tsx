// The one seam where the default Rspress theme is overridden. Everything not
// re-exported below under the same name comes from the original theme.
import './styles/index.scss';

export * from '@rspress/core/theme-original';
export { DocLayout } from './components/DocLayout';
export { EditLink } from './components/EditLink';
export { HomeLayout } from './components/HomeLayout';
export { Layout } from './components/Layout';
export { LlmsCopyButton } from './components/LlmsCopyButton';
export { LlmsViewOptions } from './components/LlmsViewOptions';
export { getCustomMDXComponent } from './components/MdxComponents';
export { Nav } from './components/Nav';
export { NavHamburger } from './components/NavHamburger';
export { NavTitle } from './components/NavTitle';
export { Outline } from './components/Outline';
export { Overview } from './components/Overview';
export { Search } from './components/Search';
export { Sidebar } from './components/Sidebar';
export { SwitchAppearance } from './components/SwitchAppearance';
export { useActiveAnchor } from './hooks/useActiveAnchor';
export { useDynamicToc, useWatchToc } from './hooks/useDynamicToc';
export { useScrollAfterNav } from './hooks/useScrollAfterNav';
