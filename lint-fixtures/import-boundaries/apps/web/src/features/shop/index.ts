// The shop feature's public surface: other features import only this file.
import { cartItems } from './components/cart.ts';

export const cartSize = (): number => cartItems().length;
