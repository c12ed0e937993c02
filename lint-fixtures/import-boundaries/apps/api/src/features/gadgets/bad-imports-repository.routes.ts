import { label } from './gadgets.repository.ts';

export const gadgetRoute = (): string => label;
