export { threeDS2Routes } from './routes.js';
