// Where to go after signing in: the page that sent the user to /login (guards put it in the
// location state), or / by default.
import type { Location } from 'react-router';

export function returnPathFrom(location: Location): string {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  const path = from?.pathname;
  // Only our own paths: never an absolute URL or a protocol-relative one.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path === '/login' || path === '/singup') return '/';
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}
