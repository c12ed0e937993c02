// /blogs/{id}: one article on its own page, in the page's language, rendered on the server with its
// BlogPosting and BreadcrumbList data. An unknown article answers 404 with the 404 page.
import { Link, useParams } from 'react-router';
import { blogArticlePath } from '@store/shared/blog-index';
import { type Locale, localizedPath } from '@store/shared/i18n/locales';
import { breadcrumbList, JsonLd } from '../../components/seo/json-ld.tsx';
import { useLocale, useTexts } from '../../lib/i18n.tsx';
import { SITE_NAME, usePageHead, usePublicOrigin } from '../../lib/page-title.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { ArticleBody, useArticles } from './article-body.tsx';
import type { Article } from './articles.ts';

/** schema.org BlogPosting for one article, in the page's language (its address is that language's). */
export function articleStructuredData(article: Article, origin: string, locale: Locale): Record<string, unknown> {
  const url = `${origin}${localizedPath(blogArticlePath(article.id), locale)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.summary,
    inLanguage: locale,
    image: `${origin}${article.image}`,
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
  };
}

function ArticleFound({ article }: { article: Article }) {
  const { BLOG_TEXT } = useTexts('pages');
  const { SPEC_TEXT } = useTexts('common');
  const locale = useLocale();
  const origin = usePublicOrigin();
  const path = blogArticlePath(article.id);
  const address = (to: string) => `${origin}${localizedPath(to, locale)}`;
  usePageHead({
    title: article.title,
    description: article.summary,
    canonicalPath: path,
    image: article.image,
    ogType: 'article',
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <JsonLd data={articleStructuredData(article, origin, locale)} />
      <JsonLd
        data={breadcrumbList([
          { name: SPEC_TEXT.navHome, url: address('/') },
          { name: BLOG_TEXT.heading, url: address('/blogs') },
          { name: article.title, url: address(path) },
        ])}
      />
      <nav aria-label={BLOG_TEXT.heading} className="mb-6">
        <Link to="/blogs" className="link link-primary">
          <span aria-hidden="true">← </span>
          {BLOG_TEXT.heading}
        </Link>
      </nav>
      <ArticleBody article={article} isOwnPage />
    </div>
  );
}

export function ArticlePage() {
  const { id = '' } = useParams();
  const article = useArticles().find((a) => a.id === id);
  return article ? <ArticleFound article={article} /> : <NotFoundPage />;
}
