export { getWidget } from './widgets.service.ts';
export { widgetRoute } from './widgets.routes.ts';
