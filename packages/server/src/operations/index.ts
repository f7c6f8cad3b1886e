export { type OperationsOptions, registerOperations } from './routes.js';
