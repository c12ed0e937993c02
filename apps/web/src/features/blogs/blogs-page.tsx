// /blogs: six workshop articles written for this store, in the page's language.
import { usePageHead } from '../../lib/page-title.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { ArticleBody, useArticles } from './article-body.tsx';

export function BlogsPage() {
  const { BLOG_TEXT } = useTexts('pages');
  const { PAGE_DESCRIPTIONS } = useTexts('seo');
  const articles = useArticles();
  usePageHead({ title: BLOG_TEXT.heading, description: PAGE_DESCRIPTIONS.blogs, canonicalPath: '/blogs' });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{BLOG_TEXT.heading}</h1>
      <p className="mt-2 max-w-prose text-lg">{BLOG_TEXT.intro}</p>

      <nav aria-label={BLOG_TEXT.contents} className="mt-8 rounded-box bg-base-200 p-5">
        <h2 className="mb-3 font-bold">{BLOG_TEXT.contents}</h2>
        <ol className="list-decimal space-y-2 pl-6">
          {articles.map((article) => (
            <li key={article.id}>
              <a className="link link-primary" href={`#${article.id}`}>
                {article.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-14">
        {articles.map((article) => (
          <ArticleBody key={article.id} article={article} />
        ))}
      </div>
    </div>
  );
}
