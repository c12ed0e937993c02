// The articles' addresses and dates, for the sitemap (the server) and their pages (the web app,
// whose features/blogs/articles.ts and articles.bn.ts hold the text in each language; a test checks
// that they match this list).
export const BLOG_ARTICLE_INDEX = [
  { id: 'chain-care', date: '2026-03-02' },
  { id: 'choosing-a-cassette', date: '2026-02-16' },
  { id: 'brake-pads-monsoon', date: '2026-01-28' },
  { id: 'tyre-pressure', date: '2026-01-10' },
  { id: 'bottom-bracket-noises', date: '2025-12-14' },
  { id: 'wheel-truing', date: '2025-11-30' },
] as const;

export const blogArticlePath = (id: string): string => `/blogs/${encodeURIComponent(id)}`;
