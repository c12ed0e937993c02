import { getWidget } from '../widgets/index.ts';

export const gadgetWidget = (): { id: string } => getWidget('1');
