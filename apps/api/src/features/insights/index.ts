export { insightsRoutes } from './insights.routes.ts';
