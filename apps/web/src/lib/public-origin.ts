// The store's public origin (PUBLIC_URL) for absolute addresses in structured data: the server
// renderer's, else the one the server wrote into the page, else this page's own.
import { useServerRender } from './server-render.tsx';

export function usePublicOrigin(): string {
  const server = useServerRender();
  if (server) return server.publicUrl;
  if (typeof document === 'undefined') return '';
  const named = document.querySelector<HTMLMetaElement>('meta[name="store:public-url"]')?.content;
  return named || window.location.origin;
}
