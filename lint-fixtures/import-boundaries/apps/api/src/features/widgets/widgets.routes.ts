import { guard } from '../../plugins/guard.ts';
import { getWidget } from './widgets.service.ts';

export function widgetRoute(id: string): { id: string } {
  return getWidget(guard(id).id);
}
