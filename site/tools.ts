/**
 * The Rstack family, shown in the navbar launcher (8 entries), the home landing
 * section (7 cards) and the home footer. Every bilingual text is a `Localized` record;
 * the group titles are UI strings and live in i18n.json.
 */
import type { Lang, Localized } from './locale';

interface ToolLinkEntry {
  name: string;
  desc: Localized;
  /** Logo path; a missing logo renders a blank placeholder. */
  logo?: string;
  /** The tool's site in each language. */
  url: Localized;
  logoScale?: number;
}

interface LandingCard {
  name: string;
  desc: string;
  logo: string;
  url: string;
  urlText: string;
}

interface LinkGroup {
  /** The i18n.json key of the group's title. */
  titleKey: 'footerGroupBuild' | 'footerGroupTools';
  links: ToolLinkEntry[];
}

/** A transparent 1x1 GIF, so a missing logo keeps its box and alt text. */
const BLANK_LOGO = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A tool's site in both languages: `https://x.rs/` and `https://x.rs/zh/`. */
const site = (origin: string): Localized => ({ en: `${origin}/`, zh: `${origin}/zh/` });

export const tools: ToolLinkEntry[] = [
  {
    name: 'Rspack',
    desc: { en: 'A fast Rust-based bundler', zh: '基于 Rust 的高性能打包工具' },
    logo: '/logos/rspack.svg',
    url: site('https://rspack.rs'),
  },
  {
    name: 'Rsbuild',
    desc: { en: 'A build tool powered by Rspack', zh: '由 Rspack 驱动的构建工具' },
    logo: '/logos/rsbuild.svg',
    url: site('https://rsbuild.rs'),
  },
  {
    name: 'Rspress',
    desc: { en: 'A static site generator built on Rsbuild', zh: '基于 Rsbuild 的静态站点生成器' },
    logo: '/logos/rspress.svg',
    url: site('https://rspress.rs'),
  },
  {
    name: 'Rslib',
    desc: { en: 'A library development tool built on Rsbuild', zh: '基于 Rsbuild 的库开发工具' },
    logo: '/logos/rslib.svg',
    url: site('https://rslib.rs'),
  },
  {
    name: 'Rsdoctor',
    desc: { en: 'An analyzer for the build process', zh: '面向构建过程的分析工具' },
    logo: '/logos/rsdoctor.svg',
    url: site('https://rsdoctor.rs'),
  },
  {
    name: 'Rstest',
    desc: { en: 'A testing framework powered by Rspack', zh: '由 Rspack 驱动的测试框架' },
    logo: '/logos/rstest.svg',
    url: site('https://rstest.rs'),
  },
  {
    name: 'Rslint',
    desc: {
      en: 'A fast JavaScript and TypeScript linter',
      zh: '高性能的 JavaScript 与 TypeScript 代码检查工具',
    },
    logo: '/logos/rslint.svg',
    url: site('https://rslint.rs'),
  },
  {
    name: 'Awesome Rstack',
    desc: {
      en: 'An index of plugins, templates and resources for Rstack',
      zh: 'Rstack 生态中的插件、模板与资源索引',
    },
    url: {
      en: 'https://github.com/rstackjs/awesome-rstack',
      zh: 'https://github.com/rstackjs/awesome-rstack',
    },
  },
];

/** A tool entry in one language, with the placeholder logo where it has none. */
export function localizeTool(tool: ToolLinkEntry, lang: Lang) {
  return {
    name: tool.name,
    desc: tool.desc[lang],
    url: tool.url[lang],
    logo: tool.logo ?? BLANK_LOGO,
    logoScale: tool.logoScale ?? 1,
  };
}

/** The 7 landing cards: every tool with its own logo, linked in the reader's language. */
export function landingCards(lang: Lang): LandingCard[] {
  return tools
    .filter((tool): tool is ToolLinkEntry & { logo: string } => Boolean(tool.logo))
    .map((tool) => ({
      name: tool.name,
      desc: tool.desc[lang],
      logo: tool.logo,
      url: tool.url[lang],
      urlText: new URL(tool.url[lang]).host,
    }));
}

export const footerGroups: LinkGroup[] = [
  { titleKey: 'footerGroupBuild', links: tools.slice(0, 4) },
  { titleKey: 'footerGroupTools', links: tools.slice(4) },
];
