/**
 * The Rstack family, shown in the navbar launcher (8 entries), the home landing
 * section (7 cards) and the home footer. Shapes follow the spec's "Tool link entry"
 * and "Landing card".
 */
export interface ToolLinkEntry {
  name: string;
  /** Chinese description; the default. */
  desc: string;
  /** English description; replaces `desc` on English pages. */
  descEn?: string;
  /** Logo path; a missing logo renders a blank placeholder. */
  logo?: string;
  /** Chinese site URL; the default. */
  url: string;
  /** English site URL; replaces `url` on English pages. */
  urlEn?: string;
  logoScale?: number;
}

export type Lang = 'en' | 'zh';

export interface LandingCard {
  name: string;
  desc: Record<Lang, string>;
  logo: string;
  url: string;
  urlText: string;
}

export interface LinkGroup {
  title: string;
  titleEn: string;
  links: ToolLinkEntry[];
}

/** A transparent 1x1 GIF, so a missing logo keeps its box and alt text. */
export const BLANK_LOGO =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const tools: ToolLinkEntry[] = [
  {
    name: 'Rspack',
    desc: '基于 Rust 的高性能打包工具',
    descEn: 'A fast Rust-based bundler',
    logo: '/logos/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    desc: '由 Rspack 驱动的构建工具',
    descEn: 'A build tool powered by Rspack',
    logo: '/logos/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器',
    descEn: 'A static site generator built on Rsbuild',
    logo: '/logos/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  {
    name: 'Rslib',
    desc: '基于 Rsbuild 的库开发工具',
    descEn: 'A library development tool built on Rsbuild',
    logo: '/logos/rslib.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rsdoctor',
    desc: '面向构建过程的分析工具',
    descEn: 'An analyzer for the build process',
    logo: '/logos/rsdoctor.svg',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  {
    name: 'Rstest',
    desc: '由 Rspack 驱动的测试框架',
    descEn: 'A testing framework powered by Rspack',
    logo: '/logos/rstest.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
  {
    name: 'Rslint',
    desc: '高性能的 JavaScript 与 TypeScript 代码检查工具',
    descEn: 'A fast JavaScript and TypeScript linter',
    logo: '/logos/rslint.svg',
    url: 'https://rslint.rs/zh/',
    urlEn: 'https://rslint.rs/',
  },
  {
    name: 'Awesome Rstack',
    desc: 'Rstack 生态中的插件、模板与资源索引',
    descEn: 'An index of plugins, templates and resources for Rstack',
    url: 'https://github.com/rstackjs/awesome-rstack',
  },
];

/** The 7 landing cards: every tool with its own logo, linked in the reader's language. */
export function landingCards(lang: Lang): LandingCard[] {
  return tools
    .filter((tool): tool is ToolLinkEntry & { logo: string } => Boolean(tool.logo))
    .map((tool) => {
      const url = localizeTool(tool, lang).url;
      return {
        name: tool.name,
        desc: { en: tool.descEn ?? tool.desc, zh: tool.desc },
        logo: tool.logo,
        url,
        urlText: new URL(url).host,
      };
    });
}

export const footerGroups: LinkGroup[] = [
  { title: '构建', titleEn: 'Build', links: tools.slice(0, 4) },
  { title: '工具与生态', titleEn: 'Tools and ecosystem', links: tools.slice(4) },
];

/** Applies the spec's English overrides to a tool entry. */
export function localizeTool(tool: ToolLinkEntry, lang: Lang) {
  return {
    name: tool.name,
    desc: lang === 'en' && tool.descEn ? tool.descEn : tool.desc,
    url: lang === 'en' && tool.urlEn ? tool.urlEn : tool.url,
    logo: tool.logo ?? BLANK_LOGO,
    logoScale: tool.logoScale ?? 1,
  };
}

/** The launcher and cards take their language from the path, not from page data. */
export function langFromPath(pathname: string): Lang {
  return /(^|\/)zh(\/|$)/.test(pathname) ? 'zh' : 'en';
}
