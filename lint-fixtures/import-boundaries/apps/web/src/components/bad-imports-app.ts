import { routes } from '../app/router.ts';

export const firstRoute = routes[0];
