export { PageCache } from './page-cache.ts';
export {
  bengaliFontPreload,
  createPageRenderer,
  isServerRendered,
  type PageRenderer,
  templateIn,
} from './page-renderer.ts';
export { pagesRoutes } from './pages.routes.ts';
