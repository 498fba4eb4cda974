import { getCustomMDXComponent as themeComponents } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

const base = themeComponents();
const BaseA = base.a;
const BasePre = base.pre;
const BaseTable = base.table;

/**
 * The `#` anchor after each heading is hidden from screen readers (`aria-hidden`), so it
 * must not be in the tab order either. Markdown headings, fallback titles and overview
 * groups all render it through this component.
 */
function A(props: ComponentProps<typeof BaseA>) {
  const anchor = String(props.className ?? '')
    .split(/\s+/)
    .includes('rp-header-anchor');
  return anchor ? <BaseA tabIndex={-1} {...props} /> : <BaseA {...props} />;
}

/**
 * A code block or a table can scroll sideways, and a keyboard user must be able to reach it
 * to scroll it; whether it overflows depends on the reader's screen, so every one is
 * focusable. Overriding the MDX components covers both the Markdown on a page and the code
 * that components such as PackageManagerTabs render through them.
 */
function Pre(props: ComponentProps<typeof BasePre>) {
  return <BasePre tabIndex={0} {...props} />;
}

function Table(props: ComponentProps<typeof BaseTable>) {
  return <BaseTable tabIndex={0} {...props} />;
}

const components = { ...base, a: A, pre: Pre, table: Table };

/**
 * The theme's MDX components: heading anchors out of the tab order, code blocks and tables in
 * it. (The type hovers of a code block are not here: the page's route chunk brings them,
 * theme/components/TypeHover/attach.ts.)
 */
export function getCustomMDXComponent() {
  return components;
}
