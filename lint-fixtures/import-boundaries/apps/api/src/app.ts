import { widgetRoute } from './features/widgets/index.ts';

export const route = widgetRoute('1');
