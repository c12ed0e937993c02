// The shell of a buyer's own list in the dashboard (My messages, My quotes): the title and what the page holds,
// then the list, or a spinner, a retry, or what to do when there is nothing yet.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

export function OwnListPage<T>(props: {
  title: string;
  intro: string;
  query: UseQueryResult<T[]>;
  /** What to say when the list is empty, and where the buyer starts one. */
  empty: { text: string; link: string; to: string };
  children: (items: T[]) => ReactNode;
}) {
  const { title, intro, query, empty, children } = props;
  usePageTitle(title);
  let body;
  if (query.isPending) body = <Spinner />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = (
      <p>
        {empty.text}{' '}
        <Link className="link" to={empty.to}>
          {empty.link}
        </Link>
      </p>
    );
  else body = children(query.data);
  return (
    <div>
      <h2 className="mb-2 text-2xl font-bold">{title}</h2>
      <p className="mb-4 text-sm">{intro}</p>
      {body}
    </div>
  );
}
