import { useEffect } from 'react';

const SITE = 'Bicycle Manufacturer';

/** Sets the document title for the current route: "Page | Bicycle Manufacturer". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
  }, [title]);
}
