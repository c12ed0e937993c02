import { findWidget } from './widgets.repository.ts';

export function getWidget(id: string): { id: string } {
  return findWidget(id);
}
