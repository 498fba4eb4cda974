import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import { DEFAULT_LANG, isLang, type Lang, type Localized, withLang } from '../site/locale';
import { useT } from '../theme/hooks/useT';
import type { OutputFormat } from './AppliesTo';

/**
 * The facts of one configuration option: its type, its default and where it can be set.
 * Pages write the same props in both languages; `npm run check:facts`
 * (scripts/check-facts.ts) reads them from the MDX source and checks them against the
 * installed @rslib/core, so every value here is plain data, never computed.
 */

/** Conditions a default depends on. Every condition given must hold. */
interface DefaultWhen {
  format?: OutputFormat | OutputFormat[];
  bundle?: boolean;
  target?: 'node' | 'web';
  /** `"type"` in package.json; `'commonjs'` also covers a package.json without `"type"`. */
  pkgType?: 'module' | 'commonjs';
  /** `engines.node` in package.json. */
  engines?: string;
  /** `compilerOptions.experimentalDecorators` in tsconfig.json. */
  experimentalDecorators?: boolean;
}

interface DefaultCase {
  /** Omitted: the case applies to every build the earlier cases do not cover. */
  when?: DefaultWhen;
  /** The default as JavaScript code: `"'esm'"`, `"{ mode: 'compile' }"`. */
  value?: string;
  /** For a default that has no literal form: a description in every language. */
  label?: Localized;
}

export interface OptionMetaProps {
  /** The option: `lib.format`, `lib.dts.bundle`, `output.target`. */
  name: string;
  /** The type as @rslib/core declares it, in TypeScript. */
  type: string;
  /** The default: code, or cases in order (the first that matches applies). */
  default?: string | DefaultCase[];
  /** Lib options: accepted at the top level of the configuration too. `'only'`: only there. */
  topLevel?: boolean | 'only';
  /** The CLI flags that set it. */
  cli?: string;
  /** The option's page in the Rsbuild documentation. */
  rsbuild?: string;
}

/** The table's words, from i18n.json (`optionMeta.*`). */
type Words = Record<(typeof WORDS)[number], string>;
const WORDS = [
  'property',
  'value',
  'type',
  'default',
  'topLevel',
  'cli',
  'rsbuild',
  'when',
  'whenEnd',
  'and',
  'otherwise',
  'yes',
  'no',
  'only',
  'rules',
] as const;

function useWords(): Words {
  const t = useT();
  return Object.fromEntries(WORDS.map((key) => [key, t(`optionMeta.${key}`)])) as Words;
}

const CONDITION_KEYS: Record<keyof DefaultWhen, string> = {
  format: 'format',
  bundle: 'bundle',
  target: 'output.target',
  pkgType: 'package.json "type"',
  engines: 'package.json "engines.node"',
  experimentalDecorators: 'experimentalDecorators',
};

/** A UI text with `{lib}` rendered as the code word `lib`. */
function withLib(text: string): ReactNode[] {
  const [first, ...rest] = text.split('{lib}');
  let offset = first.length;
  return [
    first,
    ...rest.flatMap((part) => {
      const key = `lib-${offset}`;
      offset += part.length + 5;
      return [<code key={key}>lib</code>, part];
    }),
  ];
}

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

function conditions(when: DefaultWhen): ReactNode[] {
  return (Object.keys(CONDITION_KEYS) as (keyof DefaultWhen)[])
    .filter((key) => when[key] !== undefined)
    .map((key) => {
      const value = when[key];
      const text = Array.isArray(value) ? value.map(literal).join(' | ') : literal(value);
      return <code key={key}>{`${CONDITION_KEYS[key]}: ${text}`}</code>;
    });
}

/** A label, with `backticked` parts as inline code. */
function inlineCode(text: string): ReactNode[] {
  let offset = 0;
  return text.split('`').map((part, i) => {
    const key = `code-${offset}`;
    offset += part.length + 1;
    return i % 2 ? <code key={key}>{part}</code> : part;
  });
}

function Value({ item, lang }: { item: DefaultCase; lang: Lang }) {
  if (item.value !== undefined) return <code>{item.value}</code>;
  return <>{inlineCode(item.label?.[lang] ?? '')}</>;
}

function Defaults({ cases, lang, t }: { cases: DefaultCase[]; lang: Lang; t: Words }) {
  if (cases.length === 1 && !cases[0].when) return <Value item={cases[0]} lang={lang} />;
  return (
    <ul className="rp-option-meta__cases">
      {cases.map((item) => (
        <li key={JSON.stringify(item)}>
          {item.when ? (
            <>
              {t.when}
              {conditions(item.when).flatMap((node, i) => [i ? t.and : ' ', node])}
              {t.whenEnd}
            </>
          ) : (
            t.otherwise
          )}
          <Value item={item} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

/** A table of an option's facts, with a header row, under the option's heading. */
export function OptionMeta(props: OptionMetaProps) {
  const current = useLang();
  const lang: Lang = isLang(current) ? current : DEFAULT_LANG;
  const t = useWords();
  const cases: DefaultCase[] =
    typeof props.default === 'string' ? [{ value: props.default }] : (props.default ?? []);
  const rulesHref = withLang(lang, '/guide/basic/configure-rslib#shared-lib-options');
  return (
    <table className="rp-option-meta">
      <thead>
        <tr>
          <th scope="col">{t.property}</th>
          <th scope="col">{t.value}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t.type}</th>
          <td>
            <code>{props.type}</code>
          </td>
        </tr>
        {cases.length ? (
          <tr>
            <th scope="row">{t.default}</th>
            <td>
              <Defaults cases={cases} lang={lang} t={t} />
            </td>
          </tr>
        ) : null}
        {props.topLevel !== undefined ? (
          <tr>
            <th scope="row">{t.topLevel}</th>
            <td>
              {props.topLevel === 'only' ? withLib(t.only) : null}
              {props.topLevel === false ? withLib(t.no) : null}
              {props.topLevel === true ? (
                <>
                  {withLib(t.yes)} <Link href={rulesHref}>{t.rules}</Link>
                </>
              ) : null}
            </td>
          </tr>
        ) : null}
        {props.cli ? (
          <tr>
            <th scope="row">{t.cli}</th>
            <td>
              {props.cli.split(/,\s*/).flatMap((flag, i) => {
                const node = <code key={flag}>{flag}</code>;
                return i ? [' ', node] : [node];
              })}
            </td>
          </tr>
        ) : null}
        {props.rsbuild ? (
          <tr>
            <th scope="row">{t.rsbuild}</th>
            <td>
              <Link href={props.rsbuild}>{props.rsbuild.replace(/^https:\/\//, '')}</Link>
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
