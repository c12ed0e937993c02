export { profilesRoutes } from './profiles.routes.ts';
