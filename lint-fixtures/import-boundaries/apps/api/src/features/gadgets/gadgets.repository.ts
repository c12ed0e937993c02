import { describeGadget } from './type-only-back-reference.ts';

export interface Gadget {
  name: string;
}

export const label = describeGadget({ name: 'bell' });
