import { formatName } from '../../lib/format.ts';
import { cartSize } from '../shop/index.ts';

export const summary = `${formatName('Checkout')}: ${cartSize()}`;
