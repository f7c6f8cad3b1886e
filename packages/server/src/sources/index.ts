export { sameSecret } from './create.js';
export { sourceRoutes } from './routes.js';
export type { Source } from './source.js';
