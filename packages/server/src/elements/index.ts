export { elementsRoutes } from './routes.js';
export { elementsSession } from './session.js';
