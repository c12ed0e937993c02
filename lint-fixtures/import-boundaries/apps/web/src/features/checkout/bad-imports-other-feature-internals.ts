import { cartItems } from '../shop/components/cart.ts';

export const items = cartItems();
