import { cartSize } from '../features/shop/index.ts';

export const size = cartSize();
