import { formatName } from '../../../lib/format.ts';

export const cartItems = (): string[] => [formatName(' chain ')];
