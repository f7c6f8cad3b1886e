export { customerRoutes } from './routes.js';
