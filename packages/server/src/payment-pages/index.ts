export { paymentPageRoutes } from './routes.js';
