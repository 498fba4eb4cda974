/** One RSS feed per language; the blog pages of that language feed it. */
export interface BlogFeed {
  id: 'blog-en' | 'blog-zh';
  /** The docs folder the feed collects pages from. */
  lang: 'en' | 'zh';
  /** Feed language as RSS readers expect it. */
  language: 'en' | 'zh-CN';
  title: string;
  description: string;
  /** Route prefix of the blog pages that belong to this feed. */
  routePrefix: string;
}

export const blogFeeds: BlogFeed[] = [
  {
    id: 'blog-en',
    lang: 'en',
    language: 'en',
    title: 'Rslib Blog',
    description: 'Release notes and articles from the Rslib team',
    routePrefix: '/blog/',
  },
  {
    id: 'blog-zh',
    lang: 'zh',
    language: 'zh-CN',
    title: 'Rslib 博客',
    description: 'Rslib 团队的版本发布说明与技术文章',
    routePrefix: '/zh/blog/',
  },
];

export const feedUrl = (feed: BlogFeed) => `/rss/${feed.id}.xml`;
