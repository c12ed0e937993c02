import { getWidget } from '../widgets/widgets.service.ts';

export const widget = getWidget('1');
