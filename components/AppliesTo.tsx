import { Badge } from '@rspress/core/theme';
import { useT } from '../theme/hooks/useT';

export type OutputFormat = 'esm' | 'cjs' | 'umd' | 'iife' | 'mf';

const FORMAT_LABELS: Record<OutputFormat, string> = {
  esm: 'ESM',
  cjs: 'CJS',
  umd: 'UMD',
  iife: 'IIFE',
  mf: 'MF',
};

interface AppliesToProps {
  /** The output formats the option has an effect on. */
  formats: OutputFormat[];
  /** Bundle mode only, bundleless only, or both when left out. */
  mode?: 'bundle' | 'bundleless';
}

/** A visible note, under an option's title, of which outputs the option affects. */
export function AppliesTo({ formats, mode }: AppliesToProps) {
  const t = useT();
  return (
    <p className="rp-applies-to">
      <span>{t('appliesTo')}</span>{' '}
      {formats.map((format) => (
        <Badge key={format} type="info" text={FORMAT_LABELS[format]} />
      ))}
      {mode ? (
        <Badge type="warning" text={t(mode === 'bundle' ? 'bundleOnly' : 'bundlelessOnly')} />
      ) : null}
    </p>
  );
}
