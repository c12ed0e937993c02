import type { ReactNode } from 'react';

/**
 * One "term: value" pair of a details list (a <dl>), nothing when the value is empty. `data`: a value
 * that is data (a name, an id), never translated.
 */
export function Detail(props: { term: string; data?: string | null; children?: ReactNode; className?: string }) {
  const { term, data, children = data, className = '' } = props;
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <dt className="text-base-content/70">{term}</dt>
      <dd className={`min-w-0 ${className}`} translate={data === undefined ? undefined : 'no'}>
        {children}
      </dd>
    </>
  );
}
