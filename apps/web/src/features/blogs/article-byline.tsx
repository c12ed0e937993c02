import { useFormat, useTexts } from '../../lib/i18n.tsx';
import type { Article } from './articles.ts';

export function ArticleByline({ article }: { article: Article }) {
  const { BLOG_TEXT } = useTexts('pages');
  const { date } = useFormat();
  return (
    <p className="mt-2 text-sm">
      {article.author} · <time dateTime={article.date}>{date(article.date, 'long')}</time> ·{' '}
      {BLOG_TEXT.readingTime({ minutes: article.minutes })}
    </p>
  );
}
