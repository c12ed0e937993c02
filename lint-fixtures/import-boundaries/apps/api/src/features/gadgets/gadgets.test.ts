// A test may reach into another feature's files.
import { findWidget } from '../widgets/widgets.repository.ts';

export const found = findWidget('1');
