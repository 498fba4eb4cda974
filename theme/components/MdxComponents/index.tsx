import { getCustomMDXComponent as themeComponents } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { BLOCK_ATTRIBUTE } from '../../../site/type-hovers';
import { useT } from '../../hooks/useT';
import { typeHoverHandlers } from '../TypeHover';

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
  const t = useT();
  // A block with type hovers (plugins/type-hovers/) opens them through React's delegated
  // events; the popup's code loads on the first intent (theme/components/TypeHover).
  const hovers = BLOCK_ATTRIBUTE in props;
  const handlers = hovers
    ? typeHoverHandlers({
        reference: t('typeHover.reference'),
        label: t('typeHover.label'),
        failed: t('typeHover.failed'),
      })
    : {};
  return <BasePre tabIndex={0} {...handlers} {...props} />;
}

function Table(props: ComponentProps<typeof BaseTable>) {
  return <BaseTable tabIndex={0} {...props} />;
}

const components = { ...base, a: A, pre: Pre, table: Table };

/**
 * The theme's MDX components: heading anchors out of the tab order, code blocks and tables in
 * it, type hovers on the blocks that have them.
 */
export function getCustomMDXComponent() {
  return components;
}
