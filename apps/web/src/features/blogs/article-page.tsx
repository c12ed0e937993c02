// /blogs/{id}: one article on its own page, rendered on the server with its BlogPosting and
// BreadcrumbList data. An unknown article answers 404 with the 404 page.
import { Link, useParams } from 'react-router';
import { blogArticlePath } from '@store/shared/blog-index';
import { BLOG_TEXT } from '@store/shared/messages/pages';
import { PRODUCT_PAGE_TEXT } from '@store/shared/messages/product-page';
import { breadcrumbList, JsonLd } from '../../components/seo/json-ld.tsx';
import { SITE_NAME, usePageHead } from '../../lib/page-title.ts';
import { usePublicOrigin } from '../../lib/public-origin.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { type Article, ARTICLES } from './articles.ts';

/** schema.org BlogPosting for one article. */
export function articleStructuredData(article: Article, origin: string): Record<string, unknown> {
  const url = `${origin}${blogArticlePath(article.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.summary,
    image: `${origin}${article.image}`,
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
  };
}

function ArticleFound({ article }: { article: Article }) {
  const origin = usePublicOrigin();
  const path = blogArticlePath(article.id);
  usePageHead({
    title: article.title,
    description: article.summary,
    canonicalPath: path,
    image: article.image,
    ogType: 'article',
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <JsonLd data={articleStructuredData(article, origin)} />
      <JsonLd
        data={breadcrumbList([
          { name: PRODUCT_PAGE_TEXT.breadcrumbHome, url: `${origin}/` },
          { name: BLOG_TEXT.heading, url: `${origin}/blogs` },
          { name: article.title, url: `${origin}${path}` },
        ])}
      />
      <nav aria-label={BLOG_TEXT.heading} className="mb-6">
        <Link to="/blogs" className="link link-primary">
          <span aria-hidden="true">← </span>
          {BLOG_TEXT.heading}
        </Link>
      </nav>
      <article aria-labelledby="article-title">
        <img
          src={article.image}
          alt={article.imageAlt}
          width={400}
          height={300}
          fetchPriority="high"
          className="mb-6 aspect-[2/1] h-auto w-full rounded-box bg-base-200 object-contain"
        />
        <h1 id="article-title" className="text-3xl font-bold text-balance sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-2 text-sm">
          {article.author} · <time dateTime={article.date}>{article.dateLabel}</time> ·{' '}
          {BLOG_TEXT.readingTime(article.minutes)}
        </p>
        <p className="mt-4 text-lg font-semibold">{article.summary}</p>
        <div className="mt-4 space-y-4 leading-relaxed">
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </article>
    </div>
  );
}

export function ArticlePage() {
  const { id = '' } = useParams();
  const article = ARTICLES.find((a) => a.id === id);
  return article ? <ArticleFound article={article} /> : <NotFoundPage />;
}
