import { getWidget } from '../features/widgets/index.ts';

export const widget = getWidget('1');
