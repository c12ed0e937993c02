// What a page tells the server renderer besides its HTML: the status, a permanent redirect and the head.
// In the browser there is no such context and these do nothing.
import { createContext, useContext, useEffect } from 'react';
import { useNavigate } from 'react-router';

export interface HeadData {
  /** The page's own title; the site's name is added ("Page | Bicycle Manufacturer"). Empty: the site's name alone. */
  title: string;
  description: string;
  /** The canonical address's path (and query), from the public origin; null: none (a 404). */
  canonicalPath: string | null;
  image: string | null;
  ogType: 'website' | 'product' | 'article';
  /** Product pages: the price for the Open Graph product tags. */
  price: { amount: string; currency: string } | null;
  /** Pages a crawler should not index (the 404 page). */
  noindex: boolean;
}

/** What one server render collects from the page (entry-server.tsx creates one per render). */
export class ServerRenderState {
  status = 200;
  redirect: string | null = null;
  head: HeadData | null = null;

  /** publicUrl: the store's public origin, for canonical and Open Graph addresses. */
  constructor(readonly publicUrl: string) {}

  setStatus(status: number): void {
    this.status = status;
  }

  setRedirect(to: string): void {
    this.redirect = to;
  }

  setHead(head: HeadData): void {
    this.head = head;
  }
}

export const ServerRenderContext = createContext<ServerRenderState | null>(null);

export function useServerRender(): ServerRenderState | null {
  return useContext(ServerRenderContext);
}

/** The answer's status when this page is rendered on the server (404 for a page that is not there). */
export function useServerStatus(status: number): void {
  const server = useServerRender();
  server?.setStatus(status);
}

/** Sends the reader to `to` for good: a 301 from the server, a replacing navigation in the browser. */
export function PermanentRedirect({ to }: { to: string }) {
  const server = useServerRender();
  server?.setRedirect(to);
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
