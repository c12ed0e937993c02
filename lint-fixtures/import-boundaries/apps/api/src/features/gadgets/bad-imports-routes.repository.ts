import { widgetRoute } from '../widgets/widgets.routes.ts';

export const widget = widgetRoute('1');
