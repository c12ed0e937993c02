// Route guards. NOTE: pass-through until the accounts issue implements them (spec §2 Guards).
import type { ReactNode } from 'react';

export function RequireAuth({ children }: { children: ReactNode }) {
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return children;
}
