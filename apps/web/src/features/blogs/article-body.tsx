// An article as /blogs lists it (a section of the page) and as /blogs/{id} shows it (the page's own).
import { useFormat, useTexts } from '../../lib/i18n.tsx';
import { localeContent } from '../../lib/lazy-load.ts';
import type { Article } from './articles.ts';

/** The articles in the page's language: one module per language, fetched by the page that shows them (never by the home page). */
export const useArticles = localeContent<readonly Article[]>({
  en: async () => (await import('./articles.ts')).ARTICLES,
  bn: async () => (await import('./articles.bn.ts')).ARTICLES,
});

export function ArticleBody({ article, isOwnPage = false }: { article: Article; isOwnPage?: boolean }) {
  const { BLOG_TEXT } = useTexts('pages');
  const { date } = useFormat();
  const Heading = isOwnPage ? 'h1' : 'h2';
  return (
    <article
      id={isOwnPage ? undefined : article.id}
      aria-labelledby={`${article.id}-title`}
      className={isOwnPage ? undefined : 'scroll-mt-20'}
    >
      <img
        src={article.image}
        alt={article.imageAlt}
        width={400}
        height={300}
        {...(isOwnPage ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
        className="mb-6 aspect-[2/1] h-auto w-full rounded-box bg-base-200 object-contain"
      />
      <Heading
        id={`${article.id}-title`}
        className={`font-bold text-balance ${isOwnPage ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'}`}
      >
        {article.title}
      </Heading>
      <p className="mt-2 text-sm">
        {article.author} · <time dateTime={article.date}>{date(article.date, 'long')}</time> ·{' '}
        {BLOG_TEXT.readingTime({ minutes: article.minutes })}
      </p>
      <p className="mt-4 text-lg font-semibold">{article.summary}</p>
      <div className="mt-4 space-y-4 leading-relaxed">
        {article.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
