// Adapted from @rspress/core 2.0.22, dist/theme/components/Llms/LlmsCopyButton.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { useI18n } from '@rspress/core/runtime';
import { copyToClipboard, IconCopy, IconSuccess, SvgWrapper, useMdUrl } from '@rspress/core/theme';
import { type ButtonHTMLAttributes, useCallback, useEffect, useRef, useState } from 'react';

const cache = new Map<string, string>();

async function markdownOf(url: string): Promise<string> {
  const cached = cache.get(url);
  if (cached !== undefined) return cached;
  const text = await fetch(url).then((response) => response.text());
  cache.set(url, text);
  return text;
}

/**
 * Copy Markdown, as the theme's button does it (same classes, texts and behavior), with a
 * `<span>` around the icons where the theme has a `<div>`: a button may only hold phrasing
 * content, and the HTML validator flagged it on every doc page.
 */
export function LlmsCopyButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { onClick, ...rest } = props;
  const t = useI18n();
  const { pathname } = useMdUrl();
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current) window.clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async () => {
    setLoading(true);
    try {
      if (!(await copyToClipboard(await markdownOf(pathname)))) return;
      setDone(true);
      if (timer.current) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        setDone(false);
        timer.current = null;
      }, 500);
    } finally {
      setLoading(false);
    }
  }, [pathname]);
  if (!pathname) return null;
  const className = [
    'rp-not-doc',
    'rp-llms-button',
    'rp-llms-copy-button',
    loading ? 'rp-llms-copy-button--loading' : '',
    done ? 'rp-llms-copy-button--success' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      {...rest}
      disabled={loading}
      className={className}
      onClick={onClick ?? copy}
    >
      <span className="rp-llms-copy-button__icon-wrapper">
        <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
        <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
      </span>
      <span>{t('copyMarkdownText')}</span>
    </button>
  );
}
