export { registerSourcePage } from './authorize-page.js';
export { sourceRoutes } from './routes.js';
export type { Source } from './source.js';
