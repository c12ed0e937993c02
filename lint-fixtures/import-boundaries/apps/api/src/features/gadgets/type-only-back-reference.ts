// A type-only import back to a module that imports this one is erased by TypeScript: no cycle.
import type { Gadget } from './gadgets.repository.ts';

export const describeGadget = (gadget: Gadget): string => gadget.name;
