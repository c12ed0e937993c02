import { findWidget } from '../features/widgets/widgets.repository.ts';

export const widget = findWidget('1');
